/** What a client-side visit shows while the reviews' code loads (the server sends the section itself). */
export function ReviewsLoading() {
  return (
    <section id="avis" className="mt-16 scroll-mt-24" aria-labelledby="avis-titre" aria-busy="true">
      <h2 id="avis-titre" className="text-2xl font-bold">
        Avis clients
      </h2>
      <p className="mt-4 text-slate-600">Chargement des avis…</p>
    </section>
  );
}
