import { NewsletterScreen } from '@/admin/newsletter/NewsletterScreen';

export const metadata = { title: 'Bülten' };

export default function Page() {
  return <NewsletterScreen />;
}
