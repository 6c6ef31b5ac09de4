import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useChangePassword } from '../api/change-password';
import { generalErrors } from '../../../lib/form-errors';
import { onSubmitTexts } from '../../../lib/form-submit';
import { AccountField, NewPasswordField } from './auth-fields';
import { FormErrors } from './form-errors';

/** Change the signed-in player's password. */
export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const submit = onSubmitTexts(['old_password', 'new_password'], (texts) => mutation.mutate(texts));
  if (mutation.isSuccess) return <Alert type="success">Your password has been changed.</Alert>;
  return (
    <form className="form panel" onSubmit={submit}>
      <FormErrors messages={generalErrors(mutation.error, ['old_password', 'new_password'])} />
      <AccountField
        error={mutation.error}
        label="Current password"
        name="old_password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordField error={mutation.error} />
      <Button type="submit" disabled={mutation.isPending}>
        Change Password
      </Button>
    </form>
  );
}
