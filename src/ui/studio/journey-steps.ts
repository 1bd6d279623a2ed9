// The journey map's edits of the steps list: move a step up or down, add a new step at the end.
// Pure, so the map's buttons and their tests share them.
type Data = Record<string, unknown>;

export function movedStep(data: Data, index: number, by: -1 | 1): Data {
  const steps = Array.isArray(data.steps) ? [...(data.steps as unknown[])] : [];
  const to = index + by;
  if (index < 0 || index >= steps.length || to < 0 || to >= steps.length) return data;
  [steps[index], steps[to]] = [steps[to], steps[index]];
  return { ...data, steps };
}

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
