import { site } from '../../config/site';
import { errorPageText } from '../../lib/error-pages';

/**
 * The error pages of SPEC §8 by status. Links are plain anchors on purpose: after a failure the
 * safest way home is a full page load.
 */
export function ErrorPage({ status }: { status: number }) {
  const text = errorPageText(status);
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <h1 id="error-page-title">{text.title}</h1>
      {text.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="error-page__links">
        <a className="button button--primary" href="/">
          Go to the home page
        </a>
        {text.contact && (
          <a className="button button--secondary" href={`mailto:${site.contactEmail}`}>
            Contact us
          </a>
        )}
      </p>
    </section>
  );
}
