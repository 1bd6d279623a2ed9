// The order session as the browser stores it (sessionStorage, site.constants.sessionKey): read it,
// and set the variables a condition needs, then reload so the app restores the patched session.
import type { Page } from '@playwright/test';
import type { Assignment } from '../../../scripts/gen-flow-tests/conditions';
import type { JsonValue } from '../../../src/runtime/types';

export type Snapshot = Record<string, JsonValue>;

export async function readState(page: Page, key: string): Promise<Snapshot> {
  const raw = await page.evaluate((k) => sessionStorage.getItem(k), key);
  return raw ? (JSON.parse(raw) as Snapshot) : {};
}

export function valueAt(snapshot: Snapshot, path: string): JsonValue {
  let node: JsonValue = snapshot;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return null;
    node = node[part] ?? null;
  }
  return node;
}

/** The current values of the assignment's variables (to put back after a probe). */
export async function currentValues(page: Page, key: string, assignment: Assignment): Promise<Assignment> {
  const state = await readState(page, key);
  return Object.fromEntries(Object.keys(assignment).map((path) => [path, valueAt(state, path)]));
}

export async function patchState(page: Page, key: string, assignment: Assignment): Promise<void> {
  await page.evaluate(({ k, patch }) => {
    const state = JSON.parse(sessionStorage.getItem(k) ?? '{}') as Record<string, unknown>;
    for (const [path, value] of Object.entries(patch)) {
      const parts = path.split('.');
      let node = state;
      for (const part of parts.slice(0, -1)) {
        if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
      node[parts[parts.length - 1] as string] = value;
    }
    sessionStorage.setItem(k, JSON.stringify(state));
  }, { k: key, patch: JSON.parse(JSON.stringify(assignment)) as Record<string, unknown> });
  await page.reload();
}
