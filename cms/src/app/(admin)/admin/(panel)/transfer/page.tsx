import { TransferScreen } from '@/admin/transfer/TransferScreen';

export const metadata = { title: 'İçe / Dışa Aktar' };

export default function Page() {
  return <TransferScreen />;
}
