/**
 * What became of a publish: whether the new revision reached the shop pages open right now (the live
 * relay's own delivery, asked of GET /api/studio/live-reach/:id), and an undo that publishes the
 * revision it replaced again (through revert and the checked publish, like any publish).
 */
import { useContext, useEffect, useState } from 'react';
import { useStudio } from './studio-context';
import { studioCall } from './studio-session';
import { StudioLangContext, useStudioText } from './studio-texts';

/** POST /api/studio/publish/:id's answer. */
export interface PublishAnswer { published: string; rev?: string; previous?: string }

type Reach =
  | { reached: true; at: string; pages: number }
  | { reached: false; pages: number; reason: 'no-open-pages' | 'timeout' };

type State = { kind: 'waiting' } | { kind: 'known'; reach: Reach } | { kind: 'unknown' };

export function PublishReceipt({ answer, disabled, onUndo }: { answer: PublishAnswer; disabled: boolean; onUndo(previous: string): void }) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const { auth } = useStudio();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const { published, rev, previous } = answer;

  useEffect(() => {
    if (!rev) { setState({ kind: 'unknown' }); return; }
    let live = true;
    setState({ kind: 'waiting' });
    studioCall<Reach>(auth, 'GET', `/api/studio/live-reach/${encodeURIComponent(published)}?rev=${encodeURIComponent(rev)}`)
      .then((reach) => { if (live) setState({ kind: 'known', reach }); }, () => { if (live) setState({ kind: 'unknown' }); });
    return () => { live = false; };
  }, [auth, published, rev]);

  const words = (): string => {
    if (state.kind === 'waiting') return t('reachWaiting');
    if (state.kind === 'unknown') return t('reachUnknown');
    const { reach } = state;
    if (reach.reached) {
      const time = new Date(reach.at).toLocaleTimeString(lang === 'id' ? 'id-ID' : 'en-GB');
      return (reach.pages === 1 ? t('reachReachedOne') : t('reachReached')).replace('{n}', String(reach.pages)).replace('{time}', time);
    }
    return reach.reason === 'no-open-pages' ? t('reachNone') : t('reachTimeout').replace('{n}', String(reach.pages));
  };

  return (
    <div className="studio-receipt" data-testid="studio-publish-receipt">
      <p role="status" data-testid="studio-publish-reach" data-reach={state.kind === 'known' ? (state.reach.reached ? 'reached' : state.reach.reason) : state.kind}>
        {words()}
      </p>
      {previous && (
        <button type="button" disabled={disabled} data-testid="studio-undo" onClick={() => onUndo(previous)}>{t('undo')}</button>
      )}
    </div>
  );
}
