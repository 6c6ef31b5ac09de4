// The error pages' texts of the error catalogue (error-catalogue.ts, SPEC §8 Pages).

/** What an error page says: a title and its lines. */
export type ErrorPageText = { title: string; lines: string[]; contact?: boolean };

/** The error page for an HTTP status (SPEC §8 Pages); 0 means the network failed. */
export function errorPageText(status: number): ErrorPageText {
  if (status === 401 || status === 403) {
    return {
      title: 'Permission denied',
      lines: ["Sorry, but you don't have permission to perform the request action."],
      contact: true,
    };
  }
  if (status === 404) {
    return {
      title: 'Page not found',
      lines: ["Sorry, but the page you were looking for can't be found."],
    };
  }
  if (status === 502 || status === 503 || status === 504) {
    return {
      title: 'Unavailable',
      lines: [
        'Sorry, but we are unable to load the requested page at this time.',
        'Please try again in a few minutes.',
      ],
    };
  }
  return {
    title: 'Error',
    lines: ['Sorry, but there has been an unexpected error processing your request.'],
  };
}
