import { EditCategoryScreen } from '@/admin/categoryForm/EditCategoryScreen';

export const metadata = { title: 'Kategori Düzenle' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditCategoryScreen id={id} />;
}
