/** The screen on display: its route, the journey and step it belongs to, and its path parameters (`params.*` in rules). */
import { createEvent, createStore } from 'effector';

export interface ScreenInfo {
  routeId: string;
  journeyId?: string;
  stepId?: string;
  params: Readonly<Record<string, string>>;
  /** The query string's parameters (`query.*` in rules), e.g. a link's chosen package. */
  query?: Readonly<Record<string, string>>;
}

export const screenShown = createEvent<ScreenInfo>();
export const $screen = createStore<ScreenInfo>({ routeId: '', params: {} }).on(screenShown, (_, s) => s);
