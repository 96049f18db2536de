import { NewBlogScreen } from '@/admin/blogForm/NewBlogScreen';

export const metadata = { title: 'Yeni Blog' };

export default function Page() {
  return <NewBlogScreen />;
}
