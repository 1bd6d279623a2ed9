// The browser's shell set: what every route carries before its own definitions. The site file whole;
// the messages in Indonesian only (the English texts load with a visit in English: cut parts); the error
// catalogue cut to its generic entry, the field library without its fields (both load with the routes
// that need them: cut parts), no order types, and the outline of every page and journey (the route
// table's source), all written by scripts/gen-start-set.ts at build time. Each page and journey file is
// loaded with its route (generated/definition-loaders.ts), so a new journey adds only its outline (its
// paths and guards) to every route.
import siteJson from '../../flows/site.json';
import generated from './generated/start-set.json';
import { journeyLoaders, pageLoaders } from './generated/definition-loaders';
import type { DefinitionRef, Outline } from './outline';
import type { RawDefinitions } from './raw';
import { setDigest } from './set-digest';
import type { Definitions, ErrorCatalogue, FieldLibrary, Journey, Messages, OrderTypes, Page, Site, Text } from './types';

// JSON imports are typed loosely (string instead of literal unions). These files are checked
// against their schemas by `npm run validate` (build) and by tests/unit/definitions, so we
// trust them here rather than ship the AJV compiler to the browser.
const trusted = <T>(json: unknown): T => json as T;

export const site = trusted<Site>(siteJson);

/** The shell: no page and no journey loaded yet. */
export const startSet: Definitions = {
  site, pages: {}, journeys: {},
  messages: trusted<Messages>(generated.messages),
  errors: trusted<ErrorCatalogue>(generated.errors),
  fields: trusted<FieldLibrary>(generated.fields),
  orderTypes: trusted<OrderTypes>(generated.orderTypes),
};

/** Every page and journey of the shipped set, as routing needs it. */
export const shippedOutline: Outline = trusted<Outline>(generated.outline);

/** The digest (set-digest.ts) of the full set this build validated: a fetched set with it needs no re-check. */
export const SHIPPED_DIGEST: string = generated.digest;

/** The shipped pages and journeys whose chunks have arrived, by `kind:id`. */
const arrived = new Map<string, Page | Journey>();

/** The shipped page or journey a ref names (its own chunk); null when this build has no such file. */
export async function loadShipped(ref: DefinitionRef): Promise<Page | Journey | null> {
  const load = (ref.kind === 'page' ? pageLoaders : journeyLoaders)[ref.id];
  if (!load) return null;
  const definition = trusted<Page | Journey>((await load()).default);
  arrived.set(`${ref.kind}:${ref.id}`, definition);
  return definition;
}

/** The shipped page or journey a ref names, when its chunk has already arrived (fetched ahead by a link in view); else undefined. */
export function arrivedShipped(ref: DefinitionRef): Page | Journey | undefined {
  return arrived.get(`${ref.kind}:${ref.id}`);
}

/** The parts of the set the shell carries cut, each whole in its own chunk (the messages: their English texts). */
export interface CutParts { errors: ErrorCatalogue; fields: FieldLibrary; messages: Messages }
export type CutPart = keyof CutParts;
export const CUT_PARTS: readonly CutPart[] = ['errors', 'fields', 'messages'];

/** The module of the messages' English texts (its chunk is preloaded by a page rendered in English). */
export const ENGLISH_MESSAGES_FILE = 'src/definitions/generated/messages-en.json';

type EnglishTexts = Partial<Record<'validation' | 'ui', Record<string, string>>>;
/** The shell's Indonesian messages with their English texts put back: the whole messages file. */
function withEnglish(english: EnglishTexts): Messages {
  const cut = startSet.messages;
  const area = (table: Record<string, Text>, en: Record<string, string> = {}): Record<string, Text> =>
    Object.fromEntries(Object.entries(table).map(([key, text]) => [key, Object.hasOwn(en, key) ? { ...text, en: en[key] } : text]));
  return trusted<Messages>({ ...cut, validation: area(cut.validation, english.validation), ui: area(cut.ui, english.ui) });
}

/** A whole shipped part (the shell carries only the generic error entry, no fields, and Indonesian messages). */
export async function loadShippedPart<P extends CutPart>(part: P): Promise<CutParts[P]> {
  if (part === 'messages') return trusted<CutParts[P]>(withEnglish(trusted<EnglishTexts>((await import('./generated/messages-en.json')).default)));
  const file = part === 'errors' ? await import('../../flows/errors.json') : await import('../../flows/fields.json');
  return trusted<CutParts[P]>(file.default);
}

/** The fetched set when it is the one this build validated (same digest), typed; else null (check it first). */
export function asShipped(raw: RawDefinitions): Definitions | null {
  return setDigest(raw) === SHIPPED_DIGEST ? trusted<Definitions>(raw) : null;
}
