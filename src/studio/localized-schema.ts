// A form schema in the studio's language: a schema may give its field names and help in both
// languages (`"x-title": {"id", "en"}`, `"x-description": {"id", "en"}`) beside the plain `title` and
// `description` other tools read (the Sanity types, the server's issue labels). The form shows the
// studio language's words; a schema without them keeps its own.
import type { StudioLang } from './studio-texts';

type Json = unknown;
const isRec = (v: Json): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{ id, en }`'s text in `lang`, else null. */
function textIn(v: Json, lang: StudioLang): string | null {
  if (!isRec(v)) return null;
  const s = v[lang];
  return typeof s === 'string' && s !== '' ? s : null;
}

export function localizedSchema<T>(schema: T, lang: StudioLang): T {
  const walk = (node: Json, key: string): Json => {
    if (Array.isArray(node)) return node.map((n) => walk(n, ''));
    if (!isRec(node)) return node;
    // Enum values and examples are data, not words: left as they are.
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v, k);
    // A map keyed by names (`properties`) holds schemas, not words: only a schema's own keys are replaced.
    if (key !== 'properties' && key !== 'definitions' && key !== 'patternProperties') {
      const title = textIn(node['x-title'], lang);
      const description = textIn(node['x-description'], lang);
      if (title !== null) out.title = title;
      if (description !== null) out.description = description;
    }
    return out;
  };
  return walk(schema, '') as T;
}
