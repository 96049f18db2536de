import Link from 'next/link';
import { TR, formatAdminDate, formatAdminNumber, type Category } from '@blog/shared';
import { blogCountOf } from './filterCategories';
import { EditIcon, TrashIcon } from '../ui/icons';

export interface CategoryRowProps {
  category: Category;
  deleting: boolean;
  onDelete: (category: Category) => void;
}

/** One table row: name, description, slug, blog count, creation date and the actions. */
export function CategoryRow({ category, deleting, onDelete }: CategoryRowProps) {
  const count = blogCountOf(category);
  return (
    <tr>
      <th scope="row" className="cat-table__name">
        {category.name}
      </th>
      <td className="cat-table__description">
        {category.description?.trim() ? (
          category.description
        ) : (
          <span className="cat-muted">{TR.noDescription}</span>
        )}
      </td>
      <td className="cat-table__slug" data-label={TR.category.columns.slug}>
        <code className="cat-slug">{category.slug}</code>
      </td>
      <td className="cat-table__count" data-label={TR.category.columns.blogCount}>
        <span className={`cat-count${count === 0 ? ' cat-count--zero' : ''}`}>{formatAdminNumber(count)}</span>
      </td>
      <td className="cat-table__date" data-label={TR.category.columns.createdAt}>{formatAdminDate(category.createdAt, TR.unknown)}</td>
      <td className="cat-table__actions">
        <div className="cat-actions">
          <Link
            href={`/admin/category/edit/${encodeURIComponent(String(category.id))}`}
            className="adm-btn adm-btn--ghost adm-btn--sm"
            aria-label={TR.category.rowActionLabel(TR.category.edit, category.name)}
          >
            <EditIcon />
            <span>{TR.category.edit}</span>
          </Link>
          <button
            type="button"
            className="adm-btn adm-btn--danger-outline adm-btn--sm"
            aria-label={TR.category.rowActionLabel(TR.category.delete, category.name)}
            disabled={deleting}
            onClick={() => onDelete(category)}
          >
            <TrashIcon />
            <span>{deleting ? TR.category.deleting : TR.category.delete}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
