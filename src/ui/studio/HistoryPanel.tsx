/** Revisions of a document (published and draft) from the lake's history; restore one as the draft. */
import { useEffect, useState } from 'react';
import { useStudio } from './studio-context';
import { studioCall } from './studio-session';
import { useStudioText } from './studio-texts';
import { ConfirmButton } from './ConfirmButton';

interface Revision { rev: string; at: string; documentId: string; operation?: string }

export function HistoryPanel({ id, refreshKey, onReverted }: { id: string; refreshKey: number; onReverted: () => void }) {
  const t = useStudioText();
  const { token } = useStudio();
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    studioCall<{ revisions: Revision[] }>(token, 'GET', `/api/studio/history/${encodeURIComponent(id)}`)
      .then((r) => { if (live) setRevisions(r.revisions); }, (e: unknown) => { if (live) setError(e instanceof Error ? e.message : String(e)); });
    return () => { live = false; };
  }, [id, token, refreshKey]);

  const revert = async (r: Revision): Promise<void> => {
    try {
      await studioCall(token, 'POST', `/api/studio/revert/${encodeURIComponent(id)}`, { revision: r.rev, documentId: r.documentId });
      onReverted();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section className="studio-history" data-testid="studio-history">
      <h3>{t('history')}</h3>
      {error && <p className="studio-error">{error}</p>}
      {revisions.length === 0 && <p>{t('noHistory')}</p>}
      <ol>
        {revisions.map((r) => (
          <li key={`${r.documentId}@${r.rev}`} data-testid="studio-revision">
            <time dateTime={r.at}>{r.at.replace('T', ' ').slice(0, 19)}</time> {r.documentId.startsWith('drafts.') ? t('draft') : t('published')}
            {r.operation && ` · ${r.operation}`}
            {r.operation !== 'delete' && (
              <ConfirmButton testId={`studio-revert-${r.rev}`} question={t('confirmRevert')} onConfirm={() => void revert(r)}>{t('revert')}</ConfirmButton>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
