import { NewCategoryScreen } from '@/admin/categoryForm/NewCategoryScreen';

export const metadata = { title: 'Yeni Kategori' };

export default function Page() {
  return <NewCategoryScreen />;
}
