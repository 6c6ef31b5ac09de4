import { TextField } from '../../../components/ui/field';
import { errorsFor } from '../../../lib/form-errors';

/** The email field of the account forms, with the server's errors on it. */
export function EmailField({ error }: { error: unknown }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      errors={errorsFor(error, 'email')}
    />
  );
}

/** The new password of a password change or reset, with the server's errors on it. */
export function NewPasswordField({ error }: { error: unknown }) {
  return (
    <TextField
      label="New password"
      name="new_password"
      type="password"
      autoComplete="new-password"
      required
      errors={errorsFor(error, 'new_password')}
    />
  );
}
