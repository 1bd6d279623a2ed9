// One order for parts that need others first (migrations, domain seeds): each after what it needs, and
// among those free to go, the one `before` prefers. Needs outside the list are taken as met (a partial
// list, in tests). Throws on a cycle or a key given twice, naming `what`.

export interface Needing {
  readonly key: string;
  readonly needs: readonly string[];
}

export function orderByNeeds<T extends Needing>(list: readonly T[], before: (a: T, b: T) => boolean, what: string): T[] {
  const keys = new Set<string>();
  for (const item of list) {
    if (keys.has(item.key)) throw new Error(`${what} ${item.key} is declared twice`);
    keys.add(item.key);
  }
  const done = new Set<string>();
  const ordered: T[] = [];
  const waiting = [...list];
  while (waiting.length > 0) {
    let next: T | undefined;
    for (const item of waiting) {
      if (item.needs.every((k) => done.has(k) || !keys.has(k)) && (!next || before(item, next))) next = item;
    }
    if (!next) throw new Error(`${what}s wait on each other: ${waiting.map((m) => m.key).join(', ')}`);
    waiting.splice(waiting.indexOf(next), 1);
    done.add(next.key);
    ordered.push(next);
  }
  return ordered;
}
