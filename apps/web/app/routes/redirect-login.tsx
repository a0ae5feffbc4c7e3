import { RedirectLoginView } from '../features/auth/RedirectLoginView';

export default function RedirectLogin() {
  return <RedirectLoginView />;
}
