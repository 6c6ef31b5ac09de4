import { Link, useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { RegisterForm } from '../../../features/auth/components/register-form';

/** Register, then go straight to squad selection. */
export function Component() {
  const navigate = useNavigate();
  return (
    <section className="page page--narrow">
      <h1>Register</h1>
      <RegisterForm onRegistered={() => void navigate(paths.squadSelection.getHref())} />
      <p className="page-note">
        Already registered? <Link to={paths.home.getHref()}>Sign In</Link>
      </p>
    </section>
  );
}
