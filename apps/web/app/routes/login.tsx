import { LoginPage } from '../features/auth/LoginPage';

export default function Login() {
  return <LoginPage />;
}
