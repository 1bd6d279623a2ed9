// The session as the browser stores it (sessionStorage, site.constants.sessionKey: { core, values,
// data }, src/runtime/session.ts): read it as the snapshot rules see, and set the variables a
// condition needs (a rule's path names a core key, values.<field> or a declared key), then reload so
// the app restores the patched session.
import { expect, type Page } from '@playwright/test';
import type { Assignment } from '../../../scripts/gen-flow-tests/conditions';
import { isCoreKey } from '../../../src/definitions/core-state';
import type { JsonValue } from '../../../src/runtime/types';

export type Snapshot = Record<string, JsonValue>;

/** Where a snapshot path lives in the stored session. */
export function storedPath(path: string): string {
  const root = path.split('.')[0] ?? '';
  if (root === 'values') return path;
  return isCoreKey(root) ? `core.${path}` : `data.${path}`;
}

/** The page has restored its session and settled its definitions (src/ui/App.tsx ReadySignal). */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1, { timeout: 20_000 });
}

export async function readState(page: Page, key: string): Promise<Snapshot> {
  const raw = await page.evaluate((k) => sessionStorage.getItem(k), key);
  const stored = raw ? (JSON.parse(raw) as { core?: Snapshot; values?: Snapshot; data?: Snapshot }) : {};
  return { ...(stored.data ?? {}), ...(stored.core ?? {}), values: stored.values ?? {} };
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

/** Writes the assignment into the stored session (without reloading). */
export async function writeState(page: Page, key: string, assignment: Assignment): Promise<void> {
  const patch = Object.fromEntries(Object.entries(assignment).map(([path, value]) => [storedPath(path), value]));
  await page.evaluate(({ k, p }) => {
    const state = JSON.parse(sessionStorage.getItem(k) ?? '{}') as Record<string, unknown>;
    for (const [path, value] of Object.entries(p)) {
      const parts = path.split('.');
      let node = state;
      for (const part of parts.slice(0, -1)) {
        if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
      node[parts[parts.length - 1] as string] = value;
    }
    sessionStorage.setItem(k, JSON.stringify(state));
  }, { k: key, p: JSON.parse(JSON.stringify(patch)) as Record<string, unknown> });
}

export async function patchState(page: Page, key: string, assignment: Assignment): Promise<void> {
  await writeState(page, key, assignment);
  await page.reload();
  await appReady(page);
}
