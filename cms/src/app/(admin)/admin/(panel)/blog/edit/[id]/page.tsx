import { EditBlogScreen } from '@/admin/blogForm/EditBlogScreen';

export const metadata = { title: 'Blog Düzenle' };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditBlogScreen id={id} />;
}
