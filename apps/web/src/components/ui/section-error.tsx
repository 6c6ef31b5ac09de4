/** What a panel shows when it fails to render while the game is being updated (SPEC §2). */
export function SectionError() {
  return (
    <section className="section-error" role="alert">
      <h2>The game is updating and will be available soon.</h2>
      <p>Please try again later when the updated scores / teams will be available.</p>
    </section>
  );
}
