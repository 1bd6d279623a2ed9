// What the journey map shows besides steps and next rules, computed without React: each step's phases
// and their transitions (on an answer or an error, with their conditions), and what a journey without
// an order ends in (a call, a page or a link) with the steps that reach it.
import { isRec } from './is-record';

export interface PhaseEdge { step: string; from: string; to: string; on: 'answer' | 'error'; when: unknown }
export interface StepPhases { step: string; phases: string[]; edges: PhaseEdge[] }
export interface JourneyEnding { kind: 'call' | 'page' | 'link'; target: string; from: string[] }

const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRec) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function stepPhases(steps: unknown): StepPhases[] {
  return list(steps).flatMap((s) => {
    const phases = list(s.phases);
    if (phases.length === 0) return [];
    const step = str(s.id);
    const edges = phases.flatMap((p) => list(p.next).map((r): PhaseEdge => ({
      step, from: str(p.id), to: str(r.to), on: r.on === 'error' ? 'error' : 'answer', when: r.when,
    })));
    return [{ step, phases: phases.map((p) => str(p.id)), edges }];
  });
}

/** Every action of a step, its phases' and its handlers' included, flattened (the definitions' shape, read loosely). */
function actionsOf(step: Record<string, unknown>): Record<string, unknown>[] {
  const handlers = (map: unknown): Record<string, unknown>[] => (isRec(map) ? Object.values(map).flatMap((h) => (Array.isArray(h) ? list(h) : isRec(h) ? [h] : [])) : []);
  const withHandlers = (actions: unknown) => list(actions).flatMap((a) => [a, ...handlers(a.onError)]);
  return [
    ...withHandlers(step.entryActions), ...withHandlers(step.submit), ...handlers(step.onError),
    ...list(step.phases).flatMap((p) => [...withHandlers(p.submit), ...handlers(p.onError)]),
  ];
}

export function journeyEnding(ending: unknown, steps: unknown): JourneyEnding | null {
  if (!isRec(ending)) return null;
  const kind = (['call', 'page', 'link'] as const).find((k) => typeof ending[k] === 'string');
  if (!kind) return null;
  const target = str(ending[kind]);
  const reaches = (s: Record<string, unknown>): boolean => {
    const actions = actionsOf(s);
    if (kind === 'call') return actions.some((a) => a.do === 'call' && a.op === target);
    if (kind === 'link') return actions.some((a) => a.do === 'href' && a.url === target);
    return list(s.next).some((r) => r.to === `@page:${target}`) || actions.some((a) => a.do === 'navigate' && a.to === `@page:${target}`);
  };
  return { kind, target, from: list(steps).filter(reaches).map((s) => str(s.id)) };
}
