import type { ReactNode } from 'react';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { generalErrors } from '../../../lib/form-errors';
import { onSubmitTexts } from '../../../lib/form-submit';
import { NewPasswordField } from './auth-fields';
import { FormErrors } from './form-errors';

/** Set a new password with the token of an emailed link. */
export function ResetPasswordForm({ token, signInLink }: { token: string; signInLink: ReactNode }) {
  const mutation = useConfirmPasswordReset();
  if (!token) {
    return (
      <Alert type="error">
        This password reset link is incomplete. Please use the link from your email, or ask for a
        new one.
      </Alert>
    );
  }
  const submit = onSubmitTexts(['new_password'], ({ new_password }) =>
    mutation.mutate({ token, new_password }),
  );
  if (mutation.isSuccess) {
    return (
      <Alert type="success">
        <p>Your password has been reset. You can now sign in with your new password.</p>
        <p>{signInLink}</p>
      </Alert>
    );
  }
  return (
    <form className="form panel" onSubmit={submit}>
      <FormErrors messages={generalErrors(mutation.error, ['new_password'])} />
      <NewPasswordField error={mutation.error} />
      <Button type="submit" disabled={mutation.isPending}>
        Reset Password
      </Button>
    </form>
  );
}
