import Link from 'next/link';
import { TR } from '@blog/shared';
import { EmptyState } from '../ui/EmptyState';
import { FolderIcon, PlusIcon } from '../ui/icons';

export interface CategoriesEmptyProps {
  searching: boolean;
  onClearSearch: () => void;
}

/** 'Kategori bulunamadı' while searching, else 'Henüz kategori yok' with a create link. */
export function CategoriesEmpty({ searching, onClearSearch }: CategoriesEmptyProps) {
  if (searching) {
    return (
      <EmptyState
        icon={<FolderIcon size={24} />}
        title={TR.category.emptySearch}
        description={TR.category.emptySearchHint}
        action={
          <button type="button" className="adm-btn adm-btn--secondary" onClick={onClearSearch}>
            {TR.category.clearSearch}
          </button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<FolderIcon size={24} />}
      title={TR.category.empty}
      description={TR.category.emptyHint}
      action={
        <Link href="/admin/category/new" className="adm-btn adm-btn--primary">
          <PlusIcon />
          <span>{TR.category.createFirst}</span>
        </Link>
      }
    />
  );
}
