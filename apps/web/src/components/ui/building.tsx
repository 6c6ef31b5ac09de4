/** A screen whose content is still to come: its real title and a plain line saying so. */
export function Building({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="building">This page is being built</p>
    </section>
  );
}
