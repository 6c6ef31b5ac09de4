import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { generalErrors } from '../../../lib/form-errors';
import { onSubmitTexts } from '../../../lib/form-submit';
import { EmailField } from './auth-fields';
import { FormErrors } from './form-errors';

/** Ask for a reset link by email. The answer never tells whether the email is known. */
export function ForgotPasswordForm() {
  const mutation = useRequestPasswordReset();
  const submit = onSubmitTexts(['email'], (texts) => mutation.mutate(texts));
  if (mutation.isSuccess) {
    return (
      <Alert type="success">
        If an account exists for that email address, we have sent it a link to reset your password.
      </Alert>
    );
  }
  return (
    <form className="form panel" onSubmit={submit}>
      <p>
        Enter the email address you registered with and we will send you a link to reset your
        password.
      </p>
      <FormErrors messages={generalErrors(mutation.error, ['email'])} />
      <EmailField error={mutation.error} />
      <Button type="submit" disabled={mutation.isPending}>
        Send Reset Link
      </Button>
    </form>
  );
}
