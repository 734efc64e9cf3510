// The baseline of `npm run bench`: what an empty App Router page of the same Next and React costs.
export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>A server-rendered page with no data, no fonts and no client components of its own.</p>
    </main>
  );
}
