// The journey map's drawing, computed without React so it can be tested: each step a box, laid out in
// rows by how many transitions it is from the entry (breadth first), pages a journey leads to as their
// own boxes, each `next` rule an arrow carrying its condition, each timer and poll an arrow saying when
// it leads on. Steps no transition reaches get a last row.
import { isRec } from './is-record';
import type { TimeCause } from './time-words';
export interface GraphNode { key: string; stepIndex: number | null; label: string; row: number; x: number; y: number }
/** `rule`: the next rule's index, numbered on past them for the step's timers and polls (`by` says which). */
export interface GraphEdge { from: string; to: string; rule: number; when: unknown; afterConditional: boolean; back: boolean; by?: TimeCause }
export interface JourneyGraph { nodes: GraphNode[]; edges: GraphEdge[]; width: number; height: number }

export const NODE_W = 180;
export const NODE_H = 48;
const GAP_X = 40;
const GAP_Y = 70;
const MARGIN = 20;

interface StepLike { id?: unknown; title?: unknown; next?: unknown; timers?: unknown; polls?: unknown; blocks?: unknown }

/** A timer's or poll's target as a map key: a step id, `@page:<id>`, or the path itself. */
function targetKey(to: unknown, first: string | undefined): string {
  if (typeof to !== 'string') return '';
  if (to.startsWith('@step:')) return to.slice('@step:'.length);
  if (to === '@start') return first ?? '';
  return to;
}

/** The arrows a step's timers and polls (and their timeouts) draw. */
function timeEdgesOf(s: StepLike, first: string | undefined): { to: string; by: TimeCause }[] {
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  const out: { to: string; by: TimeCause }[] = [];
  const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRec) : []);
  // The step's own timers, then its blocks'.
  for (const t of [...list(s.timers), ...list(s.blocks).flatMap((b) => list(b.timers))]) {
    out.push({ to: targetKey(t.to, first), by: { kind: 'timer', id: str(t.id), after: t.after } });
  }
  for (const p of Array.isArray(s.polls) ? s.polls.filter(isRec) : []) {
    out.push({ to: targetKey(p.to, first), by: { kind: 'poll', id: str(p.id), source: str(p.source), until: p.until } });
    if (isRec(p.timeout)) out.push({ to: targetKey(p.timeout.to, first), by: { kind: 'timeout', id: str(p.id), source: str(p.source), for: str(p.for) } });
  }
  return out.filter((e) => e.to !== '');
}

function titleOf(step: StepLike, lang: 'id' | 'en'): string {
  const t = isRec(step.title) ? step.title[lang] ?? step.title[lang === 'id' ? 'en' : 'id'] : undefined;
  const id = typeof step.id === 'string' ? step.id : '?';
  return typeof t === 'string' && t !== '' ? `${t} (${id})` : id;
}

export function journeyGraph(steps: unknown, entry: unknown, lang: 'id' | 'en'): JourneyGraph {
  const list: StepLike[] = Array.isArray(steps) ? steps.filter(isRec) : [];
  const keyOfStep = (s: StepLike, i: number): string => (typeof s.id === 'string' && s.id !== '' ? s.id : `#${i + 1}`);
  const stepKeys = list.map(keyOfStep);
  const edges: GraphEdge[] = [];
  const pages: string[] = [];
  const first = isRec(entry) && typeof entry.goto === 'string' ? entry.goto : stepKeys[0];
  list.forEach((s, i) => {
    const rules = Array.isArray(s.next) ? s.next.filter(isRec) : [];
    let conditional = false;
    rules.forEach((r, k) => {
      const to = typeof r.to === 'string' ? r.to : '';
      if (to === '') return;
      if (!stepKeys.includes(to) && !pages.includes(to)) pages.push(to);
      edges.push({ from: stepKeys[i] ?? '', to, rule: k, when: r.when, afterConditional: conditional, back: false });
      if (r.when !== undefined) conditional = true;
    });
    timeEdgesOf(s, first).forEach(({ to, by }, k) => {
      if (!stepKeys.includes(to) && !pages.includes(to)) pages.push(to);
      edges.push({ from: stepKeys[i] ?? '', to, rule: rules.length + k, when: undefined, afterConditional: false, back: false, by });
    });
  });
  // Rows: breadth first from the entry's first step.
  const row = new Map<string, number>();
  if (first !== undefined && (stepKeys.includes(first))) {
    row.set(first, 0);
    const queue = [first];
    while (queue.length > 0) {
      const at = queue.shift() ?? '';
      for (const e of edges.filter((x) => x.from === at)) {
        if (!row.has(e.to)) { row.set(e.to, (row.get(at) ?? 0) + 1); queue.push(e.to); }
      }
    }
  }
  const reachedRows = [...row.values()];
  const spare = reachedRows.length > 0 ? Math.max(...reachedRows) + 1 : 0;
  const allKeys = [...stepKeys, ...pages];
  for (const k of allKeys) if (!row.has(k)) row.set(k, spare);
  for (const e of edges) e.back = (row.get(e.to) ?? 0) <= (row.get(e.from) ?? 0);

  const rows = new Map<number, string[]>();
  for (const k of allKeys) rows.set(row.get(k) ?? 0, [...(rows.get(row.get(k) ?? 0) ?? []), k]);
  const widest = Math.max(1, ...[...rows.values()].map((r) => r.length));
  const width = MARGIN * 2 + widest * NODE_W + (widest - 1) * GAP_X;
  const rowCount = Math.max(1, ...[...rows.keys()].map((r) => r + 1));
  const nodes: GraphNode[] = allKeys.map((key) => {
    const r = row.get(key) ?? 0;
    const inRow = rows.get(r) ?? [key];
    const used = inRow.length * NODE_W + (inRow.length - 1) * GAP_X;
    const x = (width - used) / 2 + inRow.indexOf(key) * (NODE_W + GAP_X);
    const stepIndex = stepKeys.indexOf(key);
    const s = list[stepIndex];
    return { key, stepIndex: stepIndex >= 0 ? stepIndex : null, label: s ? titleOf(s, lang) : key, row: r, x, y: MARGIN + r * (NODE_H + GAP_Y) };
  });
  return { nodes, edges, width, height: MARGIN * 2 + rowCount * NODE_H + (rowCount - 1) * GAP_Y };
}
