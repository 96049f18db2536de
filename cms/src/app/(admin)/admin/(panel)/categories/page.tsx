import { CategoriesScreen } from '@/admin/categories/CategoriesScreen';

export const metadata = { title: 'Kategoriler' };

export default function Page() {
  return <CategoriesScreen />;
}
