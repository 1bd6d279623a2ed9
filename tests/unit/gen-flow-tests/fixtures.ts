/** Small hand-made journeys for the generator's tests, and the real definitions to put them in. */
import { loadModel, type Model } from '../../../scripts/gen-flow-tests/model';
import { buildModel } from '../../../src/runtime/definition-model';
import type { Journey, Page, Step } from '../../../src/runtime/types';

export const pages: Record<string, Page> = { pay: { id: 'pay', version: 1, kind: 'page', path: '/pay', title: { id: 'Bayar', en: 'Pay' }, blocks: [], layout: { nav: false, footer: false } } };

export function journey(id: string, steps: Step[], goto = steps[0]?.id ?? 'a'): Journey {
  return {
    id, version: 1, kind: 'journey', journey: 'PREPAID', orderType: 'SIMPRE', productType: 'prepaid',
    traits: { staff: false, delivery: 'shipping', payment: true, cartSteps: [1, 3, 4] },
    entry: { path: `/${id}`, actions: [{ do: 'reset' }], goto }, steps,
  };
}

export const step = (id: string, next: Step['next'], extra: Partial<Step> = {}): Step =>
  ({ id, path: `/${id}`, blocks: [], layout: { nav: true, footer: true }, title: { id, en: id }, ...(next ? { next } : {}), ...extra });

/** The shop's real definitions (fields, texts, errors, pages) with the given journeys instead of its own. */
export async function modelWith(journeys: Journey[], overlays: readonly string[] = []): Promise<Model> {
  const real = await loadModel(process.cwd(), overlays);
  const defs = structuredClone(real.defs);
  defs.journeys = Object.fromEntries(journeys.map((j) => [j.id, structuredClone(j)]));
  return {
    defs, model: buildModel(defs), metas: real.metas,
    files: { ...real.files, journeys: Object.fromEntries(journeys.map((j) => [j.id, `flows/journeys/${j.id}.json`])) },
  };
}
