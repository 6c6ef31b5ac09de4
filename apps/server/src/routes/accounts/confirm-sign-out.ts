// The page another site gets when it sends a signed-in browser to the sign-out link: signing
// out stays the spec's plain GET link (SPEC §2 Navigation), but only this site's own pages may
// use it without asking.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An HTML page asking to confirm; its button is a same-site request to the same link. */
export function confirmSignOutPage(target: string): string {
  const signOut = `/accounts/logout/?redirect_uri=${encodeURIComponent(target)}`;
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign out - Open Fantasy League</title>
  </head>
  <body>
    <main>
      <h1>Sign out?</h1>
      <p>Another site sent you here. Do you want to sign out of Open Fantasy League?</p>
      <p><a href="${escapeHtml(signOut)}">Sign out</a></p>
      <p><a href="${escapeHtml(target)}">Stay signed in</a></p>
    </main>
  </body>
</html>
`;
}
