import { DataTable } from '../../../../components/ui/data-table';

/**
 * The Automatic Substitutions table: who went off and who came on (SPEC §2 Entry points). While
 * the gameweek is live they are provisional: made as the matches stand, settled once it is over.
 */
export function AutomaticSubs({
  subs,
  provisional = false,
  nameOf,
}: {
  subs: ReadonlyArray<{ element_in: number; element_out: number }>;
  provisional?: boolean;
  nameOf: (element: number) => string;
}) {
  return (
    <section className="automatic-subs" aria-labelledby="automatic-subs-title">
      <h2 id="automatic-subs-title">Automatic Substitutions</h2>
      {provisional && (
        <p className="automatic-subs__note">
          <span className="automatic-subs__badge">Provisional</span> Made as the matches stand:
          confirmed once the gameweek is over.
        </p>
      )}
      <DataTable
        labelledBy="automatic-subs-title"
        rows={subs}
        rowKey={(s) => `${s.element_out}-${s.element_in}`}
        emptyRow="No automatic substitutions were made."
        columns={[
          { header: 'Player Out', cell: (s) => nameOf(s.element_out) },
          { header: 'Player In', cell: (s) => nameOf(s.element_in) },
        ]}
      />
    </section>
  );
}
