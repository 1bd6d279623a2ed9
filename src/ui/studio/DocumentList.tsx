/** The documents of one type (published and drafts together) and a "new document" form. */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { publishedId } from './lake-client';
import { useStudio } from './studio-context';
import { listQuery, newDocId } from './studio-docs';
import { useStudioText } from './studio-texts';

interface Row { id: string; draft: boolean; published: boolean; updatedAt: string }

export function DocumentList() {
  const t = useStudioText();
  const { type = '' } = useParams();
  const { client, types } = useStudio();
  const navigate = useNavigate();
  const studioType = types.find((t) => t.name === type);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState('');
  const [newId, setNewId] = useState('');

  useEffect(() => {
    if (!studioType) return;
    let live = true;
    const { query, params } = listQuery(studioType);
    client.fetch<Array<{ _id: string; _updatedAt?: string }>>(query, params).then((docs) => {
      const byId = new Map<string, Row>();
      for (const d of docs) {
        const id = publishedId(d._id);
        const row = byId.get(id) ?? { id, draft: false, published: false, updatedAt: '' };
        if (d._id === id) row.published = true; else row.draft = true;
        row.updatedAt = [row.updatedAt, d._updatedAt ?? ''].sort().at(-1) ?? '';
        byId.set(id, row);
      }
      if (live) setRows([...byId.values()]);
    }, (e: unknown) => { if (live) setError(e instanceof Error ? e.message : String(e)); });
    return () => { live = false; };
  }, [client, studioType]);

  if (!studioType) return <p>{t('pickType')}</p>;
  return (
    <div data-testid="studio-documents">
      <h2>{studioType.title}</h2>
      {error && <p className="studio-error">{t('error')} {error}</p>}
      {rows === null && !error && <p>{t('loading')}</p>}
      {rows?.length === 0 && <p>{t('noDocuments')}</p>}
      <ul className="studio-list">
        {rows?.map((r) => (
          <li key={r.id}>
            <Link to={`/studio/${encodeURIComponent(type)}/${encodeURIComponent(r.id)}`} data-testid={`studio-doc-${r.id}`}>{r.id}</Link>
            {r.published && <span className="studio-badge">{t('published')}</span>}
            {r.draft && <span className="studio-badge studio-badge--draft">{t('draft')}</span>}
          </li>
        ))}
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
