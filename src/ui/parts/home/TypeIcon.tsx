/** SIM / eSIM pictograms of the product tab's buy buttons (inline: no extra request on slow networks). */
export function TypeIcon({ kind }: { kind: 'sim' | 'esim' }) {
  return kind === 'sim' ? (
    <svg className="type-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M7 2h7l5 5v13a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <rect x="8.5" y="11" width="7" height="7" rx="1" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  ) : (
    <svg className="type-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <rect x="6" y="2" width="12" height="20" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M9 9h6v6H9z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10.5 19h3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
