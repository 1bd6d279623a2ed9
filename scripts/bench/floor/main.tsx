// The client-rendered floor of the LCP bench (scripts/bench/lcp.ts): the least a React SPA does to
// show the same hero, built by the bench into its temporary static folder.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  // A line of text first: its paint (FCP) is React's first render, the earliest a React page can answer a tap.
  createRoot(root).render(
    <>
      <p>SIM</p>
      <picture>
        <source media="(min-width: 768px)" srcSet="/content/banner-1-dsk.webp" type="image/webp" />
        <img src="/content/banner-1-mob.webp" alt="" width={600} height={600} fetchPriority="high" style={{ width: '100%', height: 'auto', display: 'block' }} />
      </picture>
    </>,
  );
}
