import { Loading } from '../../../components/ui/loading';
import { LoadError } from '../load-error';

/** A cup page before the cup's status has come: its error, or the title while it loads. */
export function CupStatusFallback({ error }: { error: unknown }) {
  if (error) return <LoadError error={error} title="Cup" />;
  return (
    <section className="page">
      <h1>Cup</h1>
      <Loading />
    </section>
  );
}
