import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { NotBuiltNotice } from '../../components/NotBuiltNotice';
import { AuthLayout } from './AuthLayout';

/** Placeholder until the password-reset issue lands (route /password/reset/:token?email=…). */
export function PasswordResetScreen() {
  return (
    <AuthLayout>
      <NotBuiltNotice action={<Link to={paths.login}>Back to sign in</Link>} />
    </AuthLayout>
  );
}
