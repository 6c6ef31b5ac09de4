import { TextField } from '../../../components/ui/field';
import { errorsFor } from '../../../lib/form-errors';

/** A required field of the account forms, named as the body's field, with the server's errors. */
export function AccountField({
  error,
  ...input
}: {
  error: unknown;
  name: string;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
}) {
  return <TextField {...input} required errors={errorsFor(error, input.name)} />;
}

/** The email field of the account forms. */
export function EmailField({ error }: { error: unknown }) {
  return (
    <AccountField error={error} label="Email" name="email" type="email" autoComplete="email" />
  );
}

/** The new password of a password change or reset. */
export function NewPasswordField({ error }: { error: unknown }) {
  return (
    <AccountField
      error={error}
      label="New password"
      name="new_password"
      type="password"
      autoComplete="new-password"
    />
  );
}
