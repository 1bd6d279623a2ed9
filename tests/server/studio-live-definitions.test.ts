// The browser's live definitions model (src/state/definitions-model.ts) with a stubbed fetch: a
// newer valid set is swapped in, an invalid one is ignored (the last good one kept), the shipped one
// completes the start set, a `definition` live event refetches, and preview sends the token.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { definitions } from '../../src/definitions/bundle';
import {
  $definitions, $definitionsIssues, $model, definitionsRefreshed, definitionsStarted, ensureRouteDefinitions, fetchDefinitionsFx,
} from '../../src/state/definitions-model';
import { liveMutation } from '../../src/state/live-model';

const routes = () => $model.getState().routes;

type Set = typeof definitions;
const clone = (): Set => JSON.parse(JSON.stringify(definitions)) as Set;
let next: unknown = null;
const calls: Array<{ url: string; auth: string | null }> = [];

beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string, init?: { headers?: Record<string, string> }) => {
    calls.push({ url, auth: init?.headers?.authorization ?? null });
    return new Response(JSON.stringify(next), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterAll(() => { vi.unstubAllGlobals(); });

const settle = async (): Promise<void> => {
  // The effect's end is the signal: its result is in the stores once it is no longer pending.
  await vi.waitFor(() => { if (fetchDefinitionsFx.pending.getState()) throw new Error('pending'); }, { timeout: 15_000 });
};
const withTitle = (title: string): Set => {
  const set = clone();
  set.journeys['prepaid-sim']!.steps[1]!.title = { id: title, en: title };
  return set;
};

describe.sequential('live definitions model', () => {
  it('starts from the shell, knows the shipped set (any key order) as its own, and loads a route definition with it', async () => {
    const same = clone();
    next = { version: 1, errors: same.errors, journeys: same.journeys, pages: same.pages, messages: same.messages, fields: same.fields, site: same.site, orderTypes: same.orderTypes };
    const shell = $definitions.getState();
    definitionsStarted({ preview: true, token: 'tok' });
    await settle();
    expect(calls[0]).toEqual({ url: '/api/definitions?preview=1', auth: 'Bearer tok' });
    // The same set: nothing swapped, every route known, no screen loaded yet.
    expect($definitions.getState()).toBe(shell);
    expect(routes().find((r) => r.id === 'page:home')?.screen).toBeUndefined();
    await ensureRouteDefinitions('/');
    expect($definitions.getState().pages.home).toEqual(definitions.pages.home);
    expect(routes().find((r) => r.id === 'page:home')?.screen).toEqual(definitions.pages.home);
  });

  it('swaps in a newer valid set', async () => {
    const homeBefore = $definitions.getState().pages.home;
    const homeRoute = routes().find((r) => r.id === 'page:home');
    const stepRoute = routes().find((r) => r.id === 'step:prepaid-sim/recipient');
    next = { version: 1, ...withTitle('Baru') };
    definitionsRefreshed();
    await settle();
    // Unchanged parts keep their identity (open screens they render are left alone).
    expect($definitions.getState().pages.home).toBe(homeBefore);
    expect(routes().find((r) => r.id === 'page:home')).toBe(homeRoute);
    expect(routes().find((r) => r.id === 'step:prepaid-sim/recipient')).not.toBe(stepRoute);
    expect($definitions.getState().journeys['prepaid-sim']?.steps[1]?.title.id).toBe('Baru');
    expect($definitionsIssues.getState()).toEqual([]);
    // The one model follows: a rebuilt route table, the changed step's screen new.
    expect($model.getState().step('prepaid-sim', 'recipient')?.title.id).toBe('Baru');
    expect(routes().find((r) => r.id === 'step:prepaid-sim/recipient')?.screen?.title?.id).toBe('Baru');
  });

  it('ignores an invalid set and keeps the last good one', async () => {
    const broken = withTitle('Rusak');
    broken.journeys['prepaid-sim']!.entry.goto = 'missing';
    next = { version: 1, ...broken };
    liveMutation({ documentId: 'def.journey.prepaid-sim', type: 'definition', transition: 'update' });
    await settle();
    expect($definitions.getState().journeys['prepaid-sim']?.steps[1]?.title.id).toBe('Baru');
    expect($definitionsIssues.getState().map((i) => i.message).join()).toMatch(/entry goes to 'missing'/);
  });

  it('refetches only on definition documents', async () => {
    const before = calls.length;
    liveMutation({ documentId: 'banner.welcome', type: 'banner', transition: 'update' });
    await settle();
    expect(calls.length).toBe(before);
    next = { version: 1, ...withTitle('Lagi') };
    liveMutation({ documentId: 'def.journey.prepaid-sim', type: 'definition', transition: 'update' });
    await settle();
    expect(calls.length).toBe(before + 1);
    expect($definitions.getState().journeys['prepaid-sim']?.steps[1]?.title.id).toBe('Lagi');
  });
});
