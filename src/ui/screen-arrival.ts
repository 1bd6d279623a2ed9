/**
 * What a screen's blocks choose on arriving (their widgets' meta `arrive`: a link's package, a default
 * one), from the answers of their sources. A server-rendered screen applies them before it renders, and
 * the browser, from the same answers, before it hydrates: the first paint shows the choice, and no
 * write after hydration re-renders the whole screen on a slow phone.
 */
import type { DefinitionModel } from '../runtime/definition-model';
import { valueAt } from '../runtime/session';
import { sourceRequest, type SourceRequest } from '../runtime/sources';
import type { JsonValue, Screen } from '../runtime/types';
import { widgetMetas } from './widget-registry';

export interface Arrival { path: string; value: JsonValue }

/**
 * The writes of the blocks that choose on arrival. `answer`: a request's answer when known (undefined
 * while not read); a block whose sources are not all answered chooses nothing yet.
 */
export async function screenArrivals(screen: Pick<Screen, 'blocks'>, model: DefinitionModel, snapshot: object, answer: (request: SourceRequest) => unknown): Promise<Arrival[]> {
  const arrivals: Arrival[] = [];
  for (const block of screen.blocks) {
    const load = widgetMetas[block.widget]?.arrive;
    if (!load || block.bind === undefined) continue;
    const arrive = await load();
    const value = arrive({
      props: (block.props ?? {}) as Record<string, JsonValue>,
      bound: valueAt(snapshot, block.bind),
      snapshot,
      answer: (name) => {
        const request = sourceRequest(model, name, { ...snapshot, input: null });
        return request ? answer(request) : null;
      },
    });
    if (value !== undefined) arrivals.push({ path: block.bind, value });
  }
  return arrivals;
}
