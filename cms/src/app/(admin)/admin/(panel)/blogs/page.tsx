import { BlogsScreen } from '@/admin/blogs/BlogsScreen';

export const metadata = { title: 'Bloglar' };

export default function Page() {
  return <BlogsScreen />;
}
