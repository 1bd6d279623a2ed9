/**
 * The outline of a definition set: what routing needs of every page and journey without their
 * screens (blocks, texts, next rules). The browser's shell carries the outline of every route and
 * loads a journey's or page's definition with its route (src/state/definitions-model.ts); the
 * outline also names each screen's widgets, so their code can be fetched alongside the definition.
 */
import type { Action, Definitions, Journey, Layout, Page, Screen } from './types';

export interface ScreenOutline {
  id: string;
  path: string;
  aliases?: string[];
  layout?: Layout;
  guard?: string;
  entryActions?: Action[];
  /** The widget names of the screen's blocks, in order (their code is fetched with the definition). */
  widgets: string[];
}

/** A declared state key as the session reads it (its description stays in the journey file). */
export interface StateDeclOutline {
  default?: unknown;
  keep?: boolean;
  keepOnHome?: boolean;
}

export type JourneyOutline = Pick<Journey, 'id' | 'version' | 'journey' | 'orderType' | 'productType' | 'traits' | 'guards' | 'entry'> & {
  state?: Record<string, StateDeclOutline>;
  steps: ScreenOutline[];
};

export interface Outline {
  pages: Record<string, ScreenOutline>;
  journeys: Record<string, JourneyOutline>;
  /** The names of the field library's fields: the session keeps their values before the library itself loads. */
  fields: string[];
}

/** Which file a route's screen lives in: a page or a journey, by id. */
export interface DefinitionRef {
  kind: 'page' | 'journey';
  id: string;
}

function screenOutline(screen: Pick<Screen, 'id' | 'path' | 'blocks' | 'phases' | 'aliases' | 'layout' | 'guard' | 'entryActions'>): ScreenOutline {
  // With its first phase's: what it shows on arrival (the skeleton's blocks, the code fetched with it).
  const widgets = [...screen.blocks, ...(screen.phases?.[0]?.blocks ?? [])].map((b) => b.widget);
  const outline: ScreenOutline = { id: screen.id, path: screen.path, widgets };
  if (screen.aliases !== undefined) outline.aliases = screen.aliases;
  if (screen.layout !== undefined) outline.layout = screen.layout;
  if (screen.guard !== undefined) outline.guard = screen.guard;
  if (screen.entryActions !== undefined) outline.entryActions = screen.entryActions;
  return outline;
}

function journeyOutline(j: Journey): JourneyOutline {
  const { id, version, journey, orderType, productType, traits, state, guards, entry } = j;
  const outline: JourneyOutline = { id, version, journey, orderType, productType, traits, entry, steps: j.steps.map(screenOutline) };
  if (state !== undefined) {
    outline.state = mapValues(state as Record<string, StateDeclOutline>, ({ default: value, keep, keepOnHome }) => ({
      default: value, ...(keep !== undefined ? { keep } : {}), ...(keepOnHome !== undefined ? { keepOnHome } : {}),
    }));
  }
  if (guards !== undefined) outline.guards = guards;
  return outline;
}

const mapValues = <A, B>(record: Record<string, A>, f: (a: A) => B): Record<string, B> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)]));

export function outlineOf(defs: Pick<Definitions, 'pages' | 'journeys' | 'fields'>): Outline {
  return { pages: mapValues<Page, ScreenOutline>(defs.pages, screenOutline), journeys: mapValues(defs.journeys, journeyOutline), fields: Object.keys(defs.fields.fields) };
}

/** Whether a set holds the definition a ref names. */
export function holdsDefinition(defs: Pick<Definitions, 'pages' | 'journeys'>, ref: DefinitionRef): boolean {
  return (ref.kind === 'page' ? defs.pages[ref.id] : defs.journeys[ref.id]) !== undefined;
}
