/**
 * The documents of one type, published and drafts together: each row with its title in the studio's
 * language, a thumbnail, its status and its last change (when, and by whom); searchable by title or
 * id and filtered by status. Below, a "new document" form.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { docThumbnail, docTitle } from './doc-summary';
import { publishedId } from './lake-client';
import { studioCall } from './studio-session';
import { useStudio } from './studio-context';
import { NotAllowed } from './NotAllowed';
import { listQuery, newDocId } from './studio-docs';
import { ScheduleBadge } from './ScheduleBadge';
import { useSchedules } from './studio-schedules';
import { StudioLangContext, useStudioText } from './studio-texts';

type Doc = Record<string, unknown> & { _id: string; _updatedAt?: string };
interface Row { id: string; draft: boolean; published: boolean; updatedAt: string; latest: Doc }
type Status = 'all' | 'published' | 'draft';

const when = (iso: string, lang: 'id' | 'en'): string =>
  iso ? new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';

export function DocumentList() {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const { type = '' } = useParams();
  const { client, auth, types } = useStudio();
  const schedules = useSchedules(auth);
  const navigate = useNavigate();
  const studioType = types.find((t) => t.name === type);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState('');
  const [newId, setNewId] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  /** Who made each row's last change (from the revision history; absent until it arrives). */
  const [authors, setAuthors] = useState<ReadonlyMap<string, string>>(new Map());

  useEffect(() => {
    if (!studioType) return;
    let live = true;
    setRows(null);
    const { query, params } = listQuery(studioType);
    client.fetch<Doc[]>(query, params).then((docs) => {
      const byId = new Map<string, Row>();
      for (const d of docs) {
        const id = publishedId(d._id);
        const row = byId.get(id) ?? { id, draft: false, published: false, updatedAt: '', latest: d };
        if (d._id === id) row.published = true; else row.draft = true;
        // The row shows the newest version: the draft when there is one.
        if ((d._updatedAt ?? '') >= row.updatedAt) { row.updatedAt = d._updatedAt ?? ''; row.latest = d; }
        byId.set(id, row);
      }
      if (live) setRows([...byId.values()]);
      const ids = [...byId.keys()].slice(0, 200);
      if (ids.length === 0) return;
      // The authors come second: the list shows at once, its "by" follows.
      studioCall<{ changes: Record<string, { author: string | null }> }>(auth, 'POST', '/api/studio/last-changes', { ids }).then((r) => {
        if (live) setAuthors(new Map(Object.entries(r.changes).flatMap(([id, c]) => (c.author ? [[id, c.author] as const] : []))));
      }, () => undefined);
    }, (e: unknown) => { if (live) setError(e instanceof Error ? e.message : String(e)); });
    return () => { live = false; };
  }, [client, studioType, auth]);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (rows ?? []).filter((r) => (status === 'all' || (status === 'draft' ? r.draft : r.published))
      && (needle === '' || r.id.toLowerCase().includes(needle) || (docTitle(r.latest, lang) ?? '').toLowerCase().includes(needle)));
  }, [rows, search, status, lang]);

  // A type the role may not use is not in the list: its URL opened directly says so.
  if (!studioType) return <NotAllowed />;
  return (
    <div data-testid="studio-documents">
      <h2>{studioType.title}</h2>
      {error && <p className="studio-error">{t('error')} {error}</p>}
      {rows === null && !error && <p>{t('loading')}</p>}
      {rows?.length === 0 && <p>{t('noDocuments')}</p>}
      {rows !== null && rows.length > 0 && (
        <div className="studio-filters">
          <label htmlFor="studio-search">{t('search')}</label>
          <input id="studio-search" type="search" data-testid="studio-search" value={search} onChange={(e) => setSearch(e.target.value)} />
          <label htmlFor="studio-status-filter">{t('status')}</label>
          <select id="studio-status-filter" data-testid="studio-status-filter" value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            <option value="all">{t('statusAll')}</option>
            <option value="published">{t('published')}</option>
            <option value="draft">{t('draft')}</option>
          </select>
        </div>
      )}
      {rows !== null && rows.length > 0 && shown.length === 0 && <p data-testid="studio-no-match">{t('noMatch')}</p>}
      <ul className="studio-list">
        {shown.map((r) => {
          const title = docTitle(r.latest, lang);
          const thumb = docThumbnail(r.latest, lang);
          return (
            <li key={r.id} className="studio-row">
              {thumb ? <img className="studio-row__thumb" src={thumb} alt="" width={48} height={48} loading="lazy" /> : <span className="studio-row__thumb" aria-hidden="true" />}
              <span className="studio-row__main">
                <Link to={`/studio/${encodeURIComponent(type)}/${encodeURIComponent(r.id)}`} data-testid={`studio-doc-${r.id}`}>{title ?? r.id}</Link>
                {title && <span className="studio-row__id">{r.id}</span>}
              </span>
              <span className="studio-row__meta">
                {r.published && <span className="studio-badge">{t('published')}</span>}
                {r.draft && <span className="studio-badge studio-badge--draft">{t('draft')}</span>}
                <ScheduleBadge schedule={schedules.byId.get(r.id)} timeZone={schedules.timeZone} />
                {r.updatedAt && <time dateTime={r.updatedAt}>{when(r.updatedAt, lang)}</time>}
                {authors.get(r.id) && <span data-testid={`studio-doc-author-${r.id}`}>{t('historyBy')} {authors.get(r.id)}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      <form className="studio-new" onSubmit={(e) => {
        e.preventDefault();
        if (/^[a-z0-9][a-z0-9-]*$/.test(newId)) void navigate(`/studio/${encodeURIComponent(type)}/${encodeURIComponent(newDocId(studioType, newId))}`);
      }}>
        <label htmlFor="studio-new-id">{t('newId')}</label>
        <input id="studio-new-id" data-testid="studio-new-id" value={newId} pattern="[a-z0-9][a-z0-9-]*" onChange={(e) => setNewId(e.target.value)} />
        <button type="submit" data-testid="studio-create">{t('create')}</button>
      </form>
    </div>
  );
}
