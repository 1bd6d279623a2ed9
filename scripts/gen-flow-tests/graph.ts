/**
 * A journey's step graph, built by asking the runtime's own transition function (stepTarget: the
 * step's `ready` rule, then its `next` rules) what follows each step for candidate state snapshots:
 * the witnesses of every condition on the step. Nothing here re-implements the engine: an edge
 * exists because stepTarget returned it.
 */
import { stepNavigations } from '../../src/definitions/step-navigations';
import { PAGE_PREFIX, resolveTarget } from '../../src/runtime/next-target';
import { stepTarget } from '../../src/runtime/step';
import type { Journey, JsonValue, Page, Site } from '../../src/runtime/types';
import { analyseCondition, snapshotOf, type Assignment, type Branch } from './conditions';
import { timeEdges, type PollAnswer, type TimerMove } from './time-edges';
import { screenTimers } from '../../src/runtime/screen-time';

/** A node: a step id of the journey, or `@page:<id>` where the journey hands over to a page. */
export type NodeId = string;
export const BLOCKED = '(blocked)';

export interface StepBranch extends Branch {
  /** `<step>#<next index|ready><pointer>:<want>`: unique within the journey. */
  key: string;
  step: string;
  /** The next rule the branch belongs to, or -1 for the step's `ready` rule. */
  nextIndex: number;
  /** The node stepTarget leads to under the witness alone; BLOCKED when it returns null. */
  target: NodeId;
}

export interface Edge {
  /** `<from>-><to>`; a blocked edge (the step stays, showing its blockedMessage) is `<from>->(blocked)`. */
  id: string;
  from: NodeId;
  to: NodeId;
  /** A snapshot (as an assignment) under which stepTarget takes this edge. */
  witness: Assignment;
  /** The step takes it by itself: a due timer, or a poll whose rule holds (`<from>-(<id>)-><to>`). */
  timer?: TimerMove;
  poll?: PollAnswer;
}

export interface Problem { journey: string; step: string; message: string }

export interface JourneyGraph {
  journey: string;
  entry: NodeId;
  steps: string[];
  edges: Edge[];
  branches: StepBranch[];
  /** Steps not reachable from the entry through edges stepTarget can take. */
  unreachable: string[];
  problems: Problem[];
}

function nodeOfPath(journey: Journey, pages: Readonly<Record<string, Page>>, path: string): NodeId | null {
  for (const step of journey.steps) if (resolveTarget(journey, step.id, pages) === path) return step.id;
  for (const id of Object.keys(pages).sort()) if (resolveTarget(journey, `${PAGE_PREFIX}${id}`, pages) === path) return `${PAGE_PREFIX}${id}`;
  return null;
}

export function buildGraph(journey: Journey, pages: Readonly<Record<string, Page>>, site?: Site): JourneyGraph {
  const problems: Problem[] = [];
  const edges = new Map<string, Edge>();
  const branches: StepBranch[] = [];
  const report = (step: string, message: string) => problems.push({ journey: journey.id, step, message });

  for (const step of journey.steps) {
    if (site) {
      const problems: string[] = [];
      for (const e of timeEdges(journey, step, pages, site, problems)) edges.set(e.id, { ...e, witness: e.poll ? Object.fromEntries(Object.entries(e.poll.values).map(([k, v]) => [`input.${k}`, v])) : {} });
      for (const message of problems) report(step.id, message);
    }
    if (!step.next || step.next.length === 0) {
      if (!step.terminal && screenTimers(step).length + (step.polls?.length ?? 0) === 0) report(step.id, 'dead end: no next and not marked terminal');
      continue;
    }
    step.next.forEach((entry, i) => {
      if (resolveTarget(journey, entry.to, pages) === null) report(step.id, `next[${i}] leads to '${entry.to}', which is neither a step of the journey nor a page`);
    });
    // Candidates: every branch witness of the ready rule and of every next rule, in order, then the
    // empty snapshot. An edge keeps the first witness that takes it, so it names the values its rule
    // reads (a call's answer must be given them: the state before the call does not count).
    const candidates: { witness: Assignment; branch?: Omit<StepBranch, 'target'> }[] = [];
    const rules: { rule: unknown; nextIndex: number; label: string }[] = [
      ...(step.ready !== undefined ? [{ rule: step.ready, nextIndex: -1, label: 'ready' }] : []),
      ...step.next.map((n, i) => ({ rule: n.when, nextIndex: i, label: String(i) })),
    ];
    for (const { rule, nextIndex, label } of rules) {
      const analysis = analyseCondition(rule as JsonValue | undefined);
      const where = nextIndex < 0 ? 'ready' : `next[${nextIndex}]`;
      for (const op of analysis.unknownOperators) report(step.id, `${where} uses the JSON Logic operator '${op}', which the generator cannot derive values for`);
      for (const id of analysis.unsatisfiable) report(step.id, `${where} branch ${id} cannot be produced by any value`);
      for (const b of analysis.branches) {
        candidates.push({ witness: b.witness, branch: { ...b, key: `${step.id}#${label}${b.pointer === '/' ? '' : b.pointer}:${b.want}`, step: step.id, nextIndex } });
      }
      if (rule === undefined) candidates.push({ witness: {} });
    }
    candidates.push({ witness: {} });
    for (const { witness, branch } of candidates) {
      const path = stepTarget(journey, step.id, snapshotOf(witness), pages);
      const to = path === null ? BLOCKED : nodeOfPath(journey, pages, path) ?? BLOCKED;
      const id = `${step.id}->${to}`;
      if (!edges.has(id)) edges.set(id, { id, from: step.id, to, witness });
      if (branch) branches.push({ ...branch, target: to });
    }
  }

  const entry = journey.entry.goto;
  if (!journey.steps.some((s) => s.id === entry)) report('(entry)', `entry goes to '${entry}', which is not a step`);
  const reached = new Set<NodeId>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const from = queue.shift() as NodeId;
    for (const e of edges.values()) if (e.from === from && !reached.has(e.to)) { reached.add(e.to); queue.push(e.to); }
    // A widget's navigate action (e.g. a comparison opened from a list) reaches a step without a next rule:
    // not an edge the generated paths can take (the widget's own end-to-end test covers it), but not unreachable.
    const step = journey.steps.find((s) => s.id === from);
    for (const to of step ? stepNavigations(step) : []) if (!reached.has(to)) { reached.add(to); queue.push(to); }
  }
  const unreachable = journey.steps.map((s) => s.id).filter((id) => !reached.has(id));
  for (const id of unreachable) report(id, 'unreachable: no path from the entry leads here');
  return {
    journey: journey.id, entry, steps: journey.steps.map((s) => s.id),
    edges: [...edges.values()].sort((a, b) => a.id.localeCompare(b.id)), branches, unreachable, problems,
  };
}
