// The site's pages (published definitions of kind page) as places a target field may pick.
import type { SanityClient } from '@sanity/client';
import { useEffect, useMemo, useState } from 'react';
import { placesOf, type Place } from './target-options';

const QUERY = '*[_type == "definition" && kind == "page" && !(_id in path("drafts.**"))] | order(defId asc) { "id": defId, "title": body.title }';

export function useSitePages(client: SanityClient, lang: 'id' | 'en'): Place[] {
  const [rows, setRows] = useState<unknown[]>([]);
  useEffect(() => {
    let live = true;
    client.fetch<unknown[]>(QUERY).then((r) => { if (live) setRows(r); }, () => undefined);
    return () => { live = false; };
  }, [client]);
  return useMemo(() => placesOf(rows, lang), [rows, lang]);
}
