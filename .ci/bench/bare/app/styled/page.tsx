// The bare page with one small stylesheet of its own: what a render-blocking stylesheet alone
// costs a Next page, shown by `npm run bench` beside the bare page (the LCP target,
// docs/spec-summary.md, Performance targets).
import './styled.css';

export default function Page() {
  return (
    <main>
      <h1>Bare Next page with a stylesheet</h1>
      <p>The same page, with one stylesheet of a single rule.</p>
    </main>
  );
}
