/** Small hand-made journeys for the generator's tests, and the real definitions to put them in. */
import { asRuntime, loadModel, type Model } from '../../../scripts/gen-flow-tests/model';
import type { JourneyDef, StepDef } from '../../../src/runtime/types';

export const pages = { pay: { id: 'pay', version: 1, kind: 'page' as const, path: '/pay', blocks: [], layout: { nav: false, footer: false } } };

export function journey(id: string, steps: StepDef[], goto = steps[0]?.id ?? 'a'): JourneyDef {
  return {
    id, version: 1, kind: 'journey', journey: 'PREPAID', orderType: 'SIMPRE', productType: 'prepaid',
    entry: { path: `/${id}`, actions: [{ do: 'reset' }], goto }, steps,
  };
}

export const step = (id: string, next: StepDef['next'], extra: Partial<StepDef> = {}): StepDef =>
  ({ id, path: `/${id}`, blocks: [], layout: { nav: true, footer: true }, title: { id: id, en: id }, ...(next ? { next } : {}), ...extra });

/** The shop's real definitions (fields, texts, errors, pages) with the given journeys instead of its own. */
export function modelWith(journeys: JourneyDef[]): Model {
  const real = loadModel(process.cwd());
  const defs = structuredClone(real.defs);
  const runtime = asRuntime(defs);
  runtime.journeys = Object.fromEntries(journeys.map((j) => [j.id, structuredClone(j)]));
  return { defs, runtime, files: { ...real.files, journeys: Object.fromEntries(journeys.map((j) => [j.id, `flows/journeys/${j.id}.json`])) } };
}
