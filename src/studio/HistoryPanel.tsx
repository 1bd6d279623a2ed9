/**
 * Revisions of a document (published and draft) from the lake's history: who made each and when,
 * and, opened, what it changed field by field against the revision before it (both languages of a
 * bilingual text side by side). Restore one as the draft, after a confirmation.
 */
import { useContext, useEffect, useState } from 'react';
import { ConfirmButton } from './ConfirmButton';
import { fieldLabel } from './field-label';
import type { LakeDocument } from './lake-client';
import { diffValues, shortValue, type FieldChange } from './revision-diff';
import { useStudio, type StudioType } from './studio-context';
import { formDataOf } from './studio-docs';
import { studioCall } from './studio-session';
import { StudioLangContext, useStudioText } from './studio-texts';

interface Revision { rev: string; at: string; documentId: string; operation?: string; author?: string }
interface Props { id: string; studioType: StudioType; schema: unknown; refreshKey: number; onReverted: () => void }

const OPERATIONS = ['create', 'update', 'delete'] as const;
const isOperation = (op: string | undefined): op is (typeof OPERATIONS)[number] => (OPERATIONS as readonly string[]).includes(op ?? '');

export function HistoryPanel({ id, studioType, schema, refreshKey, onReverted }: Props) {
  const t = useStudioText();
  const { auth } = useStudio();
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    studioCall<{ revisions: Revision[] }>(auth, 'GET', `/api/studio/history/${encodeURIComponent(id)}`)
      .then((r) => { if (live) setRevisions(r.revisions); }, (e: unknown) => { if (live) setError(e instanceof Error ? e.message : String(e)); });
    return () => { live = false; };
  }, [id, auth, refreshKey]);

  const revert = async (r: Revision): Promise<void> => {
    try {
      await studioCall(auth, 'POST', `/api/studio/revert/${encodeURIComponent(id)}`, { revision: r.rev, documentId: r.documentId });
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
        {revisions.map((r, i) => (
          <li key={`${r.documentId}@${r.rev}`} data-testid="studio-revision">
            <details open={i === 0}>
              <summary>
                <time dateTime={r.at}>{r.at.replace('T', ' ').slice(0, 19)}</time> {r.documentId.startsWith('drafts.') ? t('draft') : t('published')}
                {isOperation(r.operation) && ` · ${t(`operation_${r.operation}`)}`}
                {r.author && <> · {t('historyBy')} <strong data-testid="studio-revision-author">{r.author}</strong></>}
              </summary>
              <RevisionChanges id={id} revision={r} studioType={studioType} schema={schema} />
            </details>
            {r.operation !== 'delete' && (
              <ConfirmButton testId={`studio-revert-${r.rev}`} question={t('confirmRevert')} onConfirm={() => void revert(r)}>{t('revert')}</ConfirmButton>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The changes of one revision, loaded when it is shown. */
function RevisionChanges({ id, revision, studioType, schema }: { id: string; revision: Revision; studioType: StudioType; schema: unknown }) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const { auth } = useStudio();
  const [state, setState] = useState<{ changes: FieldChange[]; data: unknown; old: unknown; first: boolean } | { error: string } | null>(null);

  useEffect(() => {
    if (revision.operation === 'delete') return;
    let live = true;
    const qs = new URLSearchParams({ revision: revision.rev, documentId: revision.documentId });
    studioCall<{ after: LakeDocument | null; before: LakeDocument | null }>(auth, 'GET', `/api/studio/changes/${encodeURIComponent(id)}?${qs.toString()}`)
      .then((r) => {
        if (!live) return;
        const after = formDataOf(studioType, r.after, id);
        const before = r.before ? formDataOf(studioType, r.before, id) : {};
        setState({ changes: diffValues(before, after), data: after, old: before, first: r.before === null });
      }, (e: unknown) => { if (live) setState({ error: e instanceof Error ? e.message : String(e) }); });
    return () => { live = false; };
  }, [auth, id, revision, studioType]);

  if (revision.operation === 'delete') return <p>{revision.documentId.startsWith('drafts.') ? t('draftRemoved') : t('operation_delete')}</p>;
  if (state === null) return <p>{t('loading')}</p>;
  if ('error' in state) return <p className="studio-error">{state.error}</p>;
  if (state.changes.length === 0) return <p>{t('noChanges')}</p>;
  return (
    <>
      {state.first && <p>{t('firstRevision')}</p>}
      <ul className="studio-diff" data-testid="studio-diff">
        {state.changes.map((c) => (
          <li key={`${c.inBefore ? 'before' : 'after'}${c.pointer}`} data-testid="studio-diff-change">
            <span className="studio-diff__kind">{t(c.kind === 'added' ? 'changeAdded' : c.kind === 'removed' ? 'changeRemoved' : 'changeChanged')}</span>
            <strong>{fieldLabel(schema, c.inBefore ? state.old : state.data, c.pointer, lang) || id}</strong>
            {c.bilingual ? <Languages change={c} /> : <>: <Values before={c.before} after={c.after} kind={c.kind} /></>}
          </li>
        ))}
      </ul>
    </>
  );
}

const langOf = (v: unknown, lang: 'id' | 'en'): unknown => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[lang] : undefined);

/** ID and EN on their own rows, each old → new. */
function Languages({ change }: { change: FieldChange }) {
  return (
    <div className="studio-diff__langs">
      {(['id', 'en'] as const).map((l) => (
        <Row key={l} lang={l} before={langOf(change.before, l)} after={langOf(change.after, l)} kind={change.kind} />
      ))}
    </div>
  );
}

function Row({ lang, before, after, kind }: { lang: 'id' | 'en'; before: unknown; after: unknown; kind: FieldChange['kind'] }) {
  return <><span>{lang.toUpperCase()}</span><span><Values before={before} after={after} kind={kind} /></span></>;
}

function Values({ before, after, kind }: { before: unknown; after: unknown; kind: FieldChange['kind'] }) {
  if (kind === 'added') return <span className="studio-diff__new">{shortValue(after)}</span>;
  if (kind === 'removed') return <span className="studio-diff__old">{shortValue(before)}</span>;
  return <><span className="studio-diff__old">{shortValue(before)}</span> → <span className="studio-diff__new">{shortValue(after)}</span></>;
}
