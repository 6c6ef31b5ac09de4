import { Alert } from '../../components/ui/alert';
import { ErrorPage } from '../../components/ui/error-page';
import { errorLine, errorStatus } from '../../lib/api-client';

/**
 * A page whose data did not load: the error page of a status that is the page's own answer (404
 * for no such league, 403 where the page is not his), else the page's title over the first line
 * of the error's text.
 */
export function LoadError({
  error,
  title,
  pages = [404],
}: {
  error: unknown;
  title: string;
  pages?: readonly number[];
}) {
  const code = errorStatus(error);
  if (pages.includes(code)) return <ErrorPage status={code} />;
  return (
    <section className="page">
      <h1>{title}</h1>
      <Alert type="error">{errorLine(error)}</Alert>
    </section>
  );
}
