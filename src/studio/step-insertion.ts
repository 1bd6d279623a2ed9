// "Insert a step here" on the journey map: between step A and step B that A's transition leads to,
// a new step takes B's place as that transition's target and leads on to B. Pure, so the map can show
// the arrows it would draw before the change is applied, and tests can check the rewiring.
import { isRec } from './is-record';

type Data = Record<string, unknown>;
/** A's transition (its `next` rule `rule`) to step B: where a step can be inserted. */
export interface StepLink { fromIndex: number; from: string; rule: number; to: string }
export interface Arrow { from: string; to: string; when?: unknown }
export interface Insertion { data: Data; id: string; removed: Arrow; added: Arrow[] }

const stepsOf = (data: Data): Data[] => (Array.isArray(data.steps) ? data.steps.filter(isRec) : []);
const idOf = (s: Data): string => (typeof s.id === 'string' ? s.id : '');

/** Each transition from a step to the step right after it in the list: a linear link. */
export function linearLinks(data: Data): StepLink[] {
  const steps = stepsOf(data);
  return steps.flatMap((s, i) => {
    const next = steps[i + 1];
    const rules = Array.isArray(s.next) ? s.next : [];
    if (!next) return [];
    return rules.flatMap((r, k) => (isRec(r) && r.to === idOf(next) && idOf(next) !== '' ? [{ fromIndex: i, from: idOf(s), rule: k, to: idOf(next) }] : []));
  });
}

/** An id and path of the journey no step uses yet: <journey>-step-<n>. */
function freshStep(data: Data, steps: Data[]): { id: string; path: string } {
  const ids = new Set(steps.map(idOf));
  const paths = new Set(steps.map((s) => s.path));
  const journey = typeof data.id === 'string' && data.id !== '' ? data.id : 'journey';
  let n = steps.length + 1;
  while (ids.has(`step-${n}`) || paths.has(`/${journey}-step-${n}`)) n += 1;
  return { id: `step-${n}`, path: `/${journey}-step-${n}` };
}

/** The journey with a new step between the link's two steps, and the arrows that change. */
export function insertStep(data: Data, link: StepLink, title: { id: string; en: string }): Insertion {
  const steps = stepsOf(data);
  const a = steps[link.fromIndex];
  const rules = a && Array.isArray(a.next) ? a.next : [];
  const rule = rules[link.rule];
  if (!a || idOf(a) !== link.from || !isRec(rule) || rule.to !== link.to) throw new Error(`no transition ${link.from} → ${link.to}`);
  const { id, path } = freshStep(data, steps);
  const step: Data = { id, path, title, layout: { nav: true, footer: true }, blocks: [], next: [{ to: link.to }] };
  const rewired: Data = { ...a, next: rules.map((r, k) => (k === link.rule ? { ...rule, to: id } : r)) };
  const list = [...steps];
  list.splice(link.fromIndex, 1, rewired, step);
  const when = 'when' in rule ? { when: rule.when } : {};
  return {
    data: { ...data, steps: list },
    id,
    removed: { from: link.from, to: link.to, ...when },
    added: [{ from: link.from, to: id, ...when }, { from: id, to: link.to }],
  };
}
