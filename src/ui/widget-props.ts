/** What every widget receives from the screen renderer. */
import type { DefinitionModel } from '../runtime/definition-model';
import type { RouteEntry } from '../runtime/routes';
import type { Block, JsonValue, Lang, Screen } from '../runtime/types';
import type { Texts } from './use-texts';

export interface WidgetProps {
  props: Record<string, JsonValue>;
  block: Block;
  screen: Screen;
  route: RouteEntry;
  model: DefinitionModel;
  texts: Texts;
  lang: Lang;
  /** The state snapshot rules see (session, `values`, declared keys, `active`, `constants`, `params` ...). */
  snapshot: Record<string, unknown>;
  /** The value at the block's `bind` path (null when nothing is chosen). */
  bound: JsonValue;
  /** Writes the block's choice to its `bind` path. */
  bind(value: JsonValue): void;
  /** Validate, submit and move to the step's next screen (no-op on pages). */
  navigateNext: () => Promise<void>;
  /** A block of a screen's phase: submits the phase it names (its `submits`) or the one it is in (a form's own button or Enter). */
  submitPhase?: () => Promise<void>;
  /** After a submit found this block incomplete, and while it still is: the id of the text saying what it misses (for aria-describedby); else null. */
  missing: string | null;
}
