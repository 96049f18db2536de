import type { Category } from '@blog/shared';
import { TR } from '@blog/shared';
import { SkeletonRows } from '../ui/SkeletonRows';
import { CategoryRow } from './CategoryRow';

const COLUMNS = [
  TR.category.columns.name,
  TR.category.columns.description,
  TR.category.columns.slug,
  TR.category.columns.blogCount,
  TR.category.columns.createdAt,
  TR.category.columns.actions,
];

export interface CategoryTableProps {
  categories: Category[];
  loading: boolean;
  deletingId: string | null;
  onDelete: (category: Category) => void;
}

/** The category table; skeleton rows while the list loads. */
export function CategoryTable({ categories, loading, deletingId, onDelete }: CategoryTableProps) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table cat-table" aria-busy={loading || undefined}>
        <caption className="adm-visually-hidden">{TR.category.tableCaption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows columns={COLUMNS.length} rows={5} />
          ) : (
            categories.map((category) => (
              <CategoryRow
                key={String(category.id)}
                category={category}
                deleting={deletingId === String(category.id)}
                onDelete={onDelete}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
