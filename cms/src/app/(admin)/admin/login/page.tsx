import { LoginScreen } from '@/admin/login/LoginScreen';

export const metadata = { title: 'Giriş' };

export default function LoginPage() {
  return <LoginScreen />;
}
