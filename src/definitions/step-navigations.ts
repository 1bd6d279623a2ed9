/**
 * The steps a step can send the customer to by a `navigate` action rather than a next rule: in its
 * widgets' action props (e.g. a list's "compare" button opening a comparison step), its submit actions,
 * its error handlers, and what its timers and polls do. The lint and the flow-test graph count these as ways into a step.
 */
import { parseTarget } from './targets';
import type { Step } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function collect(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) { for (const v of value) collect(v, into); return; }
  if (!isObject(value)) return;
  if (value.do === 'navigate' && typeof value.to === 'string') {
    const target = parseTarget(value.to);
    if (target?.kind === 'step') into.add(target.id);
  }
  for (const v of Object.values(value)) collect(v, into);
}

/** What a step's timers (its blocks' too) and polls do (a poll's timeout too): a target, or actions. */
export function timeOutcomes(step: Pick<Step, 'timers' | 'polls' | 'blocks'>): { to?: string; actions?: unknown }[] {
  return [
    ...(step.timers ?? []), ...step.blocks.flatMap((b) => b.timers ?? []),
    ...(step.polls ?? []), ...(step.polls ?? []).flatMap((p) => (p.timeout ? [p.timeout] : [])),
  ];
}

/** The ids of the steps this step's actions navigate to (`@step:<id>`), sorted. */
export function stepNavigations(step: Pick<Step, 'blocks' | 'submit' | 'onError' | 'timers' | 'polls'>): string[] {
  const into = new Set<string>();
  for (const b of step.blocks) collect(b.props, into);
  collect(step.submit, into);
  collect(step.onError, into);
  for (const o of timeOutcomes(step)) {
    const target = typeof o.to === 'string' ? parseTarget(o.to) : null;
    if (target?.kind === 'step') into.add(target.id);
    collect(o.actions, into);
  }
  return [...into].sort();
}
