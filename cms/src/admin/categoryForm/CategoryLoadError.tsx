import { useRouter } from 'next/navigation';
import { TR } from '@blog/shared';
import { ErrorBox } from '../ui/ErrorBox';
import { CATEGORIES_PATH } from './CategoryFormHeader';

/** 'Kategori bulunamadı' or the load failure, with retry and back; the list follows in 3 s. */
export function CategoryLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const router = useRouter();
  return (
    <ErrorBox title={message} message={TR.category.redirecting} onRetry={onRetry}>
      <div className="catf-error-actions">
        <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => router.push(CATEGORIES_PATH)}>
          {TR.category.backToList}
        </button>
      </div>
    </ErrorBox>
  );
}
