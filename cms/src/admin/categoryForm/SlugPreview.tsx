import { TR, slugify } from '@blog/shared';

/** The slug the name would give (the server sets the real one). */
export function SlugPreview({ name, id }: { name: string; id: string }) {
  const slug = slugify(name);
  return (
    <div className="catf-slug">
      <span className="catf-slug__label" id={`${id}-label`}>
        {TR.category.slugPreview}
      </span>
      <output className="catf-slug__value" aria-labelledby={`${id}-label`} aria-live="polite" data-testid="slug-preview">
        {slug ? <code>{slug}</code> : <span className="catf-slug__empty">{TR.category.slugEmpty}</span>}
      </output>
      <span className="catf-slug__note">{TR.category.slugNote}</span>
    </div>
  );
}
