/** The value of one cookie readable by scripts, or '' when it is not set. */
export function readCookie(name: string, cookies: string = document.cookie): string {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return '';
}

/** The CSRF token the server set with `GET /api/me/`; mutations echo it back. */
export function csrfToken(): string {
  return readCookie('csrftoken');
}
