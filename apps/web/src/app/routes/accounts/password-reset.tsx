import { Link, useSearchParams } from 'react-router';

import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

/** The page an emailed reset link opens; the token is in the query. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <section className="page page--narrow">
      <h1>Reset your password</h1>
      <ResetPasswordForm
        token={params.get('token') ?? ''}
        signInLink={<Link to={paths.home.getHref()}>Go to Sign In</Link>}
      />
    </section>
  );
}
