import Link from 'next/link';
import { TR } from '@blog/shared';
import { ArrowLeftIcon } from '../ui/icons';

export const CATEGORIES_PATH = '/admin/categories';

/** Title, subtitle and a way back to the list. */
export function CategoryFormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="adm-page-header">
      <div>
        <Link href={CATEGORIES_PATH} className="catf-back">
          <ArrowLeftIcon />
          <span>{TR.category.backToList}</span>
        </Link>
        <h1 className="adm-page-title">{title}</h1>
        <p className="adm-page-subtitle">{subtitle}</p>
      </div>
    </header>
  );
}
