import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

/** Forgotten password: ask for a reset link. */
export function Component() {
  return (
    <section className="page page--narrow">
      <h1>Forgotten your password?</h1>
      <ForgotPasswordForm />
    </section>
  );
}
