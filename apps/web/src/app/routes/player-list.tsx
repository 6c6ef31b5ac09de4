import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { PrintableList } from '../../features/printable-list/components/printable-list';
import '../../features/printable-list/components/printable-list.css';

/** /player-list: every player by position and cost, laid out to print on A4 (SPEC §2). */
export function Component() {
  const bootstrap = useBootstrap().data;
  const data = bootstrap ?? null;
  return (
    <section className="page printable-page">
      <h1>Player List</h1>
      <p className="no-print">
        <Button onClick={() => window.print()}>Print</Button>
      </p>
      {!data ? (
        <Loading />
      ) : (
        <PrintableList
          elements={data.elements}
          teams={data.teams}
          elementTypes={data.element_types}
        />
      )}
    </section>
  );
}
