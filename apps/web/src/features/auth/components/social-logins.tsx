const providers = ['Facebook', 'X', 'Google', 'Apple'] as const;

/**
 * Sign in with another account. Our accounts service has no social providers yet, so the buttons
 * are shown disabled with the reason, keeping the layout of the sign-in box.
 */
export function SocialLogins() {
  return (
    <div className="social-logins">
      <p className="social-logins__title" id="social-logins-title">
        Or log in with
      </p>
      <ul aria-labelledby="social-logins-title">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className={`social-login social-login--${provider.toLowerCase()}`}
              disabled
              title="Not available yet"
            >
              {provider}
            </button>
          </li>
        ))}
      </ul>
      <p className="social-logins__note">Social sign-in is not available yet.</p>
    </div>
  );
}
