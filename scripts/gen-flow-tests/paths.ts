/**
 * A small set of paths from the entry that together take every transition at least once.
 * Cycles cannot loop: a path never takes the same edge twice, and every new path must take an
 * edge no earlier path took.
 */
import { BLOCKED, type Edge, type JourneyGraph, type NodeId } from './graph';

/** Distance from each node to an exit (a page, a terminal step, a step with no way on). */
function exitDistances(edges: Edge[], nodes: NodeId[]): Map<NodeId, number> {
  const dist = new Map<NodeId, number>();
  const out = (n: NodeId) => edges.filter((e) => e.from === n);
  const queue: NodeId[] = [];
  for (const n of nodes) if (out(n).length === 0) { dist.set(n, 0); queue.push(n); }
  while (queue.length > 0) {
    const n = queue.shift() as NodeId;
    for (const e of edges) if (e.to === n && !dist.has(e.from)) { dist.set(e.from, (dist.get(n) ?? 0) + 1); queue.push(e.from); }
  }
  return dist;
}

/** Shortest edge sequence from `from` to `to` (breadth first, edges in id order). */
function route(edges: Edge[], from: NodeId, to: NodeId): Edge[] | null {
  if (from === to) return [];
  const via = new Map<NodeId, Edge>();
  const seen = new Set<NodeId>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const n = queue.shift() as NodeId;
    for (const e of edges) {
      if (e.from !== n || seen.has(e.to)) continue;
      seen.add(e.to);
      via.set(e.to, e);
      if (e.to === to) {
        const path: Edge[] = [];
        for (let at: NodeId = to; at !== from;) { const step = via.get(at) as Edge; path.unshift(step); at = step.from; }
        return path;
      }
      queue.push(e.to);
    }
  }
  return null;
}

export function choosePaths(graph: JourneyGraph): Edge[][] {
  const moves = graph.edges.filter((e) => e.to !== BLOCKED);
  const nodes = [...new Set([...graph.steps, ...moves.map((e) => e.to)])].sort();
  const dist = exitDistances(moves, nodes);
  const uncovered = new Set(moves.map((e) => e.id));
  const paths: Edge[][] = [];
  // A journey whose entry step is its end (a terminal step walked through its phases): the entry alone.
  if (moves.length === 0) return [[]];
  for (const target of moves) {
    if (!uncovered.has(target.id)) continue;
    const prefix = route(moves, graph.entry, target.from);
    if (prefix === null) { uncovered.delete(target.id); continue; } // unreachable: reported by the graph
    const path = [...prefix, target];
    const used = new Set(path.map((e) => e.id));
    let at = target.to;
    for (;;) {
      const options = moves.filter((e) => e.from === at && !used.has(e.id));
      if (options.length === 0) break;
      const fresh = options.find((e) => uncovered.has(e.id) && !used.has(e.id));
      const next = fresh ?? [...options].sort((a, b) => (dist.get(a.to) ?? Infinity) - (dist.get(b.to) ?? Infinity) || a.id.localeCompare(b.id))[0];
      if (!next || (!fresh && (dist.get(at) ?? Infinity) === 0)) break;
      path.push(next);
      used.add(next.id);
      at = next.to;
    }
    for (const e of path) uncovered.delete(e.id);
    paths.push(path);
  }
  return paths;
}
