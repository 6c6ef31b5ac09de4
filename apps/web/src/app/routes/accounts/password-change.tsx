import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';

/** Change password, for a signed-in player. */
export function Component() {
  return (
    <section className="page page--narrow">
      <h1>Change your password</h1>
      <ChangePasswordForm />
    </section>
  );
}
