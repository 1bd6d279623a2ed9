/** What every widget receives from the screen renderer. */
import type { JsonValue, Lang, Screen } from '../runtime/types';
import type { OrderState } from '../state/order-state';
import type { Texts } from './use-texts';

export interface WidgetProps {
  props: Record<string, JsonValue>;
  screen: Screen;
  texts: Texts;
  lang: Lang;
  /** Validate, submit and move to the step's next screen (no-op on pages). */
  navigateNext: () => Promise<void>;
  state: OrderState;
}
