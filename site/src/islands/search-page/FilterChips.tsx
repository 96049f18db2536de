/** Chips for the active query, category and tag; each one removes its filter. */
import { EN } from '@blog/shared';
import type { SearchCriteria, TaxonomyOption } from './criteria';

export type ChipKind = 'q' | 'category' | 'tag';

export interface FilterChipsProps {
  criteria: SearchCriteria;
  categories: readonly TaxonomyOption[];
  tags: readonly TaxonomyOption[];
  onRemove: (kind: ChipKind) => void;
}

const nameOf = (options: readonly TaxonomyOption[], slug: string) => options.find((option) => option.slug === slug)?.name ?? slug;

export function FilterChips({ criteria, categories, tags, onRemove }: FilterChipsProps) {
  const chips: { kind: ChipKind; label: string }[] = [];
  if (criteria.q) chips.push({ kind: 'q', label: EN.headings.search(criteria.q) });
  if (criteria.category) chips.push({ kind: 'category', label: EN.headings.category(nameOf(categories, criteria.category)) });
  if (criteria.tag) chips.push({ kind: 'tag', label: EN.headings.tag(nameOf(tags, criteria.tag)) });
  if (!chips.length) return null;
  return (
    <ul className="chips" aria-label={EN.islands.activeFilters}>
      {chips.map((chip) => (
        <li key={chip.kind} className="chip">
          <span className="chip__label">{chip.label}</span>
          <button
            type="button"
            className="chip__remove"
            aria-label={EN.islands.removeFilter(chip.label)}
            onClick={() => onRemove(chip.kind)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
