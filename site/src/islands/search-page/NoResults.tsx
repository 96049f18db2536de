/** The /search no-match state: the spec's text, a link home and search suggestions; and the browse links. */
import { useId } from 'react';
import { EN } from '@blog/shared';
import { searchHref, topByCount } from './criteria';
import type { TaxonomyOption } from './criteria';

export interface NoResultsProps {
  categories: readonly TaxonomyOption[];
  tags: readonly TaxonomyOption[];
}

/** Links to the categories and tags with the most posts (each a search of its own). */
export function BrowseLinks({ categories, tags }: NoResultsProps) {
  const empty = { q: '', category: '', tag: '' };
  return (
    <>
      <Links
        label={EN.islands.browseCategories}
        options={topByCount(categories, 5)}
        href={(category) => searchHref('/search', { ...empty, category })}
      />
      <Links
        label={EN.islands.browseTags}
        options={topByCount(tags, 8)}
        href={(tag) => searchHref('/search', { ...empty, tag })}
      />
    </>
  );
}

function Links({ label, options, href }: { label: string; options: TaxonomyOption[]; href: (slug: string) => string }) {
  if (!options.length) return null;
  return (
    <>
      <p className="no-results__label">{label}</p>
      <ul className="no-results__links">
        {options.map((option) => (
          <li key={option.slug}>
            <a className="chip chip--link" href={href(option.slug)}>
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function NoResults({ categories, tags }: NoResultsProps) {
  const headingId = useId();
  return (
    <div className="no-results">
      <p className="no-results__title">{EN.empty.searchNoMatch}</p>
      <a className="button" href="/">
        {EN.islands.backHome}
      </a>
      <section className="no-results__suggestions" aria-labelledby={headingId}>
        <h2 id={headingId}>{EN.islands.suggestions}</h2>
        <ul className="no-results__tips">
          {EN.islands.suggestionTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <BrowseLinks categories={categories} tags={tags} />
      </section>
    </div>
  );
}
