// The field library's and the site's labels (published definitions), for the names conditions read.
import type { SanityClient } from '@sanity/client';
import { useEffect, useState } from 'react';
import { labelsOf, type LabelSources } from './variable-labels';

const QUERY = '*[_type == "definition" && kind in ["site", "fields"] && !(_id in path("drafts.**"))] { kind, "state": body.state, "fields": body.fields }';
interface Row { kind?: string; state?: unknown; fields?: unknown }
const NONE: LabelSources = { fields: {}, state: {} };

export function useLabelSources(client: SanityClient): LabelSources {
  const [sources, setSources] = useState<LabelSources>(NONE);
  useEffect(() => {
    let live = true;
    client.fetch<Row[]>(QUERY).then((rows) => {
      if (!live) return;
      setSources({
        fields: Object.assign({}, ...rows.filter((r) => r.kind === 'fields').map((r) => labelsOf(r.fields))) as LabelSources['fields'],
        state: Object.assign({}, ...rows.filter((r) => r.kind === 'site').map((r) => labelsOf(r.state))) as LabelSources['state'],
      });
    }, () => undefined);
    return () => { live = false; };
  }, [client]);
  return sources;
}
