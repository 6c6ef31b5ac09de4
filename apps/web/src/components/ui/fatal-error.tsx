import { site } from '../../config/site';
import { Button } from './button';

function feedbackHref(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error ?? '');
  const body = `What were you doing when it went wrong?\n\n\nPage: ${location.href}\nError: ${detail}`;
  return `mailto:${site.contactEmail}?subject=${encodeURIComponent('Feedback')}&body=${encodeURIComponent(body)}`;
}

/** The whole-app failure screen (SPEC §2 App shell). */
export function FatalError({ error }: { error?: unknown }) {
  return (
    <section className="error-page" role="alert">
      <h1>We're sorry - something's gone wrong.</h1>
      <p>
        <Button onClick={() => window.location.assign(feedbackHref(error))}>Report feedback</Button>
      </p>
    </section>
  );
}
