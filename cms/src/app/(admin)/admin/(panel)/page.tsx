import { DashboardScreen } from '@/admin/dashboard/DashboardScreen';

export const metadata = { title: 'Dashboard' };

export default function Page() {
  return <DashboardScreen />;
}
