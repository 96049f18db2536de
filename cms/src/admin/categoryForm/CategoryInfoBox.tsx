import { TR } from '@blog/shared';
import { InfoIcon } from '../ui/icons';

/** The hints beside the form: unique name, automatic slug, description for SEO, grouping. */
export function CategoryInfoBox() {
  return (
    <aside className="catf-info" aria-labelledby="category-info-title">
      <h2 id="category-info-title" className="catf-info__title">
        <InfoIcon />
        <span>{TR.category.infoTitle}</span>
      </h2>
      <ul className="catf-info__list">
        {TR.category.info.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </aside>
  );
}
