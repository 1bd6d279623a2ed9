// The browser's live definitions model (src/state/definitions-model.ts) with a stubbed fetch: a
// newer valid set is swapped in, an invalid one is ignored (the last good one kept), an equal one
// changes nothing, a `definition` live event refetches, and preview sends the token.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { definitions } from '../../src/definitions/bundle';
import { $definitions, $definitionsIssues, definitionsRefreshed, definitionsStarted, fetchDefinitionsFx } from '../../src/state/definitions-model';
import { liveMutation } from '../../src/state/live-model';
import * as ui from '../../src/ui/defs';

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
  await vi.waitFor(() => { if (fetchDefinitionsFx.pending.getState()) throw new Error('pending'); }, { timeout: 15_000 });
  await new Promise((r) => setTimeout(r, 10));
};
const withTitle = (title: string): Set => {
  const set = clone();
  set.journeys['prepaid-sim']!.steps[1]!.title = { id: title, en: title };
  return set;
};

describe.sequential('live definitions model', () => {
  it('starts from the bundle and keeps it when the server has the same set (any key order)', async () => {
    const same = clone();
    next = { version: 1, errors: same.errors, journeys: same.journeys, pages: same.pages, messages: same.messages, fields: same.fields, site: same.site };
    definitionsStarted({ preview: true, token: 'tok' });
    await settle();
    expect($definitions.getState()).toBe(definitions);
    expect(calls[0]).toEqual({ url: '/api/definitions?preview=1', auth: 'Bearer tok' });
  });

  it('swaps in a newer valid set', async () => {
    const homeBefore = $definitions.getState().pages.home;
    const homeRoute = ui.routes.find((r) => r.id === 'page:home');
    const stepRoute = ui.routes.find((r) => r.id === 'step:prepaid-sim/recipient');
    next = { version: 1, ...withTitle('Baru') };
    definitionsRefreshed();
    await settle();
    // Unchanged parts keep their identity (open screens they render are left alone).
    expect($definitions.getState().pages.home).toBe(homeBefore);
    expect(ui.routes.find((r) => r.id === 'page:home')).toBe(homeRoute);
    expect(ui.routes.find((r) => r.id === 'step:prepaid-sim/recipient')).not.toBe(stepRoute);
    expect($definitions.getState().journeys['prepaid-sim']?.steps[1]?.title.id).toBe('Baru');
    expect($definitionsIssues.getState()).toEqual([]);
    // src/ui/defs.ts follows: live bindings and a rebuilt route table.
    expect(ui.defs.journeys['prepaid-sim']?.steps[1]?.title?.id).toBe('Baru');
    expect(ui.routes.find((r) => r.id === 'step:prepaid-sim/recipient')?.screen?.title?.id).toBe('Baru');
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
