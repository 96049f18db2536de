import { NotFoundScreen } from '@/admin/notFound/NotFoundScreen';

export const metadata = { title: 'Sayfa bulunamadı' };

export default function AdminNotFound() {
  return <NotFoundScreen />;
}
