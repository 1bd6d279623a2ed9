// The journey map's edits of the steps list: move a step (buttons or drag), add a new step at the end.
// Pure, so the map's buttons and their tests share them.
type Data = Record<string, unknown>;

/** The steps with the one at `from` taken out and put at `to` (a drag in the map's list). */
export function movedStepTo(data: Data, from: number, to: number): Data {
  const steps = Array.isArray(data.steps) ? [...(data.steps as unknown[])] : [];
  if (from === to || from < 0 || from >= steps.length || to < 0 || to >= steps.length) return data;
  const [step] = steps.splice(from, 1);
  steps.splice(to, 0, step);
  return { ...data, steps };
}

/** One place up or down (the map's buttons). */
export const movedStep = (data: Data, index: number, by: -1 | 1): Data => movedStepTo(data, index, index + by);

/** A new step with the least the schema asks (id, path, title, layout, blocks), its id and path unused. */
export function withNewStep(data: Data, title: { id: string; en: string }): Data {
  const steps = Array.isArray(data.steps) ? (data.steps as unknown[]) : [];
  const ids = new Set(steps.map((s) => (typeof s === 'object' && s !== null ? (s as Data).id : undefined)));
  let n = steps.length + 1;
  while (ids.has(`step-${n}`)) n += 1;
  const journey = typeof data.id === 'string' && data.id !== '' ? data.id : 'journey';
  const step = { id: `step-${n}`, path: `/${journey}-step-${n}`, title, layout: { nav: true, footer: true }, blocks: [], next: [] };
  return { ...data, steps: [...steps, step] };
}
