// Where each definition lives on disk (repo-relative), so every Issue names a file.
export interface DefinitionFiles {
  site: string;
  fields: string;
  messages: string;
  errors: string;
  /** Page id -> file; the key is the file's base name. */
  pages: Record<string, string>;
  /** Journey id -> file; the key is the file's base name. */
  journeys: Record<string, string>;
}

export const FLOWS_DIR = 'flows';

const mapKeys = (ids: string[], dir: string): Record<string, string> =>
  Object.fromEntries(ids.map((id) => [id, `${FLOWS_DIR}/${dir}/${id}.json`]));

/** The conventional file layout: flows/pages/<id>.json, flows/journeys/<id>.json. */
export function conventionalFiles(defs: { pages: Record<string, unknown>; journeys: Record<string, unknown> }): DefinitionFiles {
  return {
    site: `${FLOWS_DIR}/site.json`,
    fields: `${FLOWS_DIR}/fields.json`,
    messages: `${FLOWS_DIR}/messages.json`,
    errors: `${FLOWS_DIR}/errors.json`,
    pages: mapKeys(Object.keys(defs.pages), 'pages'),
    journeys: mapKeys(Object.keys(defs.journeys), 'journeys'),
  };
}
