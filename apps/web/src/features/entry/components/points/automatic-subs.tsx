/** The Automatic Substitutions table: who went off and who came on (SPEC §2 Entry points). */
export function AutomaticSubs({
  subs,
  nameOf,
}: {
  subs: ReadonlyArray<{ element_in: number; element_out: number }>;
  nameOf: (element: number) => string;
}) {
  return (
    <section className="automatic-subs" aria-labelledby="automatic-subs-title">
      <h2 id="automatic-subs-title">Automatic Substitutions</h2>
      <div className="table-scroll">
        <table className="table" aria-labelledby="automatic-subs-title">
          <thead>
            <tr>
              <th scope="col">Player Out</th>
              <th scope="col">Player In</th>
            </tr>
          </thead>
          <tbody>
            {subs.length === 0 ? (
              <tr>
                <td colSpan={2}>No automatic substitutions were made.</td>
              </tr>
            ) : (
              subs.map((s) => (
                <tr key={`${s.element_out}-${s.element_in}`}>
                  <td>{nameOf(s.element_out)}</td>
                  <td>{nameOf(s.element_in)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
