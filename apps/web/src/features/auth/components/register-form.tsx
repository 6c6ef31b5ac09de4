import { useState } from 'react';

import { Button } from '../../../components/ui/button';
import { Options, SelectField } from '../../../components/ui/field';
import { useRegions } from '../api/get-regions';
import { useRegister } from '../api/register';
import { errorsFor, generalErrors } from '../../../lib/form-errors';
import { onSubmitTexts } from '../../../lib/form-submit';
import { AccountField, EmailField } from './auth-fields';
import { FormErrors } from './form-errors';

const fields = ['email', 'password', 'first_name', 'last_name', 'region'];

/**
 * Create an account; the server signs it in, then `onRegistered` moves on. The browser's own
 * validation stays off: the server's messages show in the page, each under its field.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const regions = useRegions();
  const mutation = useRegister({ onSuccess: onRegistered });
  const [region, setRegion] = useState('');

  const submit = onSubmitTexts(['email', 'password', 'first_name', 'last_name'], (texts) =>
    mutation.mutate({ ...texts, region: Number(region) }),
  );

  const error = mutation.error;
  return (
    <form className="form panel" onSubmit={submit} noValidate>
      <FormErrors messages={generalErrors(error, fields)} />
      <EmailField error={error} />
      <AccountField
        error={error}
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
      />
      <AccountField error={error} label="First name" name="first_name" autoComplete="given-name" />
      <AccountField error={error} label="Last name" name="last_name" autoComplete="family-name" />
      <SelectField
        label="Region"
        name="region"
        required
        value={region}
        onChange={(event) => setRegion(event.target.value)}
        errors={errorsFor(error, 'region')}
      >
        <option value="">{regions.isPending ? 'Loading ...' : 'Choose a region...'}</option>
        <Options items={regions.data ?? []} value={(item) => item.id} label={(item) => item.name} />
      </SelectField>
      <Button type="submit" disabled={mutation.isPending}>
        Sign Up
      </Button>
    </form>
  );
}
