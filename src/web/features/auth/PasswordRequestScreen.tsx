import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { NotBuiltNotice } from '../../components/NotBuiltNotice';
import { AuthLayout } from './AuthLayout';

/** Placeholder until the password-request issue lands. */
export function PasswordRequestScreen() {
  return (
    <AuthLayout>
      <NotBuiltNotice action={<Link to={paths.login}>Back to sign in</Link>} />
    </AuthLayout>
  );
}
