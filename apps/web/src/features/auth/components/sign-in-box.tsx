import { useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { csrfToken } from '../../../lib/cookies';
import { SocialLogins } from './social-logins';

/**
 * Sign in is a plain form post to the accounts service, which redirects back to the home page
 * with `?state=success` or `?state=fail` (SPEC §7). Not fetch: the session cookie is set by that
 * redirect.
 */
/** The email of the last sign-in, kept for the page the accounts service sends back. */
const LAST_EMAIL = 'sign-in-email';

export function SignInBox({ signedInAs, failed }: { signedInAs?: string; failed: boolean }) {
  const [submitted, setSubmitted] = useState(false);
  if (signedInAs) {
    return (
      <section className="panel sign-in" aria-label="Your account">
        <p>You are logged in as {signedInAs}.</p>
        <p>
          <Link className="button button--primary" to={paths.squadSelection.getHref()}>
            Pick your squad
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="panel sign-in" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign In</h2>
      {failed && <Alert type="error">Incorrect email or password</Alert>}
      <form
        method="post"
        action="/accounts/login/"
        className="form"
        onSubmit={(event) => {
          // The cookie may have been set after the first render; send its latest value.
          const field = event.currentTarget.elements.namedItem('csrfmiddlewaretoken');
          if (field instanceof HTMLInputElement) field.value = csrfToken();
          const email = event.currentTarget.elements.namedItem('login');
          if (email instanceof HTMLInputElement) sessionStorage.setItem(LAST_EMAIL, email.value);
          setSubmitted(true);
        }}
      >
        <TextField
          label="Email"
          name="login"
          type="email"
          autoComplete="email"
          required
          defaultValue={failed ? (sessionStorage.getItem(LAST_EMAIL) ?? '') : ''}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <input type="hidden" name="app" value={site.loginApp} />
        <input type="hidden" name="redirect_uri" value={`${window.location.origin}/`} />
        <input type="hidden" name="csrfmiddlewaretoken" defaultValue={csrfToken()} />
        <div className="sign-in__actions">
          <Button type="submit" disabled={submitted}>
            Sign In
          </Button>
          <Link to={paths.passwordForgot.getHref()}>Forgot your password?</Link>
        </div>
      </form>
      <SocialLogins />
    </section>
  );
}
