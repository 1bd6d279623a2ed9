// The definitions model holds the set a journey began on: a live set waits until a page ends the
// journey; a reload reads the pinned set with ?kept=1; a pinned set no longer kept gives way to the
// live one and the visit moves to the nearest step, with the notice, its values kept.
import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Definitions } from '../../../src/definitions/types';
import { $definitions, $definitionsVersion, $waitingSet, definitionsStarted, VERSION_META } from '../../../src/state/definitions-model';
import { $journeyPin, journeyMoved, pinnedVersionRefused } from '../../../src/state/journey-pin-model';
import { JOURNEY_PIN_KEY } from '../../../src/state/journey-pin-storage';
import { liveMutation } from '../../../src/state/live-model';
import { screenShown } from '../../../src/state/screen-model';
import { $session, pathSet } from '../../../src/state/session-model';
import { $errorModal, errorModalOpened, toastShown, type ToastInput } from '../../../src/state/ui-model';
import { demoDefinitions } from '../runtime/fixtures';
import { installSessionStorage } from './browser-fakes';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());

/** A fetch answering by URL: a body, or an HTTP status. */
function serveBy(answers: Record<string, unknown>): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const body = url in answers ? answers[url] : 404;
    const status = typeof body === 'number' ? body : 200;
    return { ok: status < 400, status, json: async () => (typeof body === 'number' ? { code: 40107 } : body) };
  });
  return asked;
}
const versionMeta = (version: string) => ({
  querySelector: (selector: string) => (selector === `meta[name="${VERSION_META}"]` ? { getAttribute: (name: string) => (name === 'content' ? version : null) } : null),
  documentElement: { dataset: {} as Record<string, string> },
});

/** The demo journey as published later: its `plan` step gone. */
function withoutPlan(): Definitions {
  const defs = demoDefinitions();
  const demo = defs.journeys.demo;
  if (!demo) throw new Error('demo');
  demo.steps = demo.steps.filter((s) => s.id !== 'plan');
  for (const s of demo.steps) if (Array.isArray(s.next)) s.next = s.next.map((n) => ('to' in n && n.to === 'plan' ? { ...n, to: 'sorry' } : n));
  return defs;
}

const onStep = (scope: Scope, stepId: string) => allSettled(screenShown, { scope, params: { routeId: `step:demo/${stepId}`, journeyId: 'demo', stepId, params: {} } });

describe('the journey pin holds the set', () => {
  it('a set published mid-journey waits (marked on the document); a page shown ends the journey and takes it', async () => {
    installSessionStorage();
    vi.stubGlobal('document', versionMeta('v-demo'));
    serveBy({ '/api/definitions/v/v-demo': demoDefinitions(), '/api/definitions': withoutPlan() });
    const scope = fork();
    await allSettled(definitionsStarted, { scope, params: { preview: false, token: null } });
    expect(scope.getState($definitionsVersion)).toBe('v-demo');
    await onStep(scope, 'check');
    await onStep(scope, 'plan');
    expect(scope.getState($journeyPin)).toEqual({ version: 'v-demo', journeyId: 'demo', trail: ['check', 'plan'] });
    await allSettled(liveMutation, { scope, params: { documentId: 'def.journey.demo', type: 'definition', transition: 'update' } });
    // The shopper's step is still there: the set in use is the pinned one.
    expect(scope.getState($definitionsVersion)).toBe('v-demo');
    expect(scope.getState($definitions).journeys.demo?.steps.some((s) => s.id === 'plan')).toBe(true);
    const waiting = scope.getState($waitingSet);
    expect(waiting?.version).not.toBe('v-demo');
    expect((document as unknown as { documentElement: { dataset: Record<string, string> } }).documentElement.dataset.definitionsWaiting).toBe(waiting?.version);
    await allSettled(screenShown, { scope, params: { routeId: 'page:home', params: {} } });
    expect(scope.getState($journeyPin)).toBeNull();
    expect(scope.getState($definitionsVersion)).toBe(waiting?.version);
    expect(scope.getState($waitingSet)).toBeNull();
    expect(scope.getState($definitions).journeys.demo?.steps.some((s) => s.id === 'plan')).toBe(false);
  });

  it('a reload mid-journey reads the pinned set with ?kept=1, and the live set waits', async () => {
    installSessionStorage({ [JOURNEY_PIN_KEY]: { version: 'v-old', journeyId: 'demo', trail: ['check', 'plan'] } });
    vi.stubGlobal('document', versionMeta('v-new'));
    const asked = serveBy({ '/api/definitions/v/v-old?kept=1': demoDefinitions(), '/api/definitions': withoutPlan() });
    const scope = fork();
    await allSettled(definitionsStarted, { scope, params: { preview: false, token: null } });
    expect(asked[0]).toBe('/api/definitions/v/v-old?kept=1');
    expect(scope.getState($definitionsVersion)).toBe('v-old');
    expect(scope.getState($waitingSet)).not.toBeNull();
    expect(scope.getState($journeyPin)?.version).toBe('v-old');
  });

  it('a pinned set no longer kept: the live set is taken and the visit moves to the nearest step with the notice, values kept', async () => {
    installSessionStorage({ [JOURNEY_PIN_KEY]: { version: 'v-old', journeyId: 'demo', trail: ['check', 'plan'] } });
    vi.stubGlobal('document', versionMeta('v-new'));
    serveBy({ '/api/definitions/v/v-new': withoutPlan() });
    const scope = fork();
    const moves: string[] = [];
    const notices: ToastInput[] = [];
    const unwatch = journeyMoved.watch(({ to }) => moves.push(to));
    const unwatchToast = toastShown.watch((t) => notices.push(t));
    try {
      await allSettled(pathSet, { scope, params: { path: 'values.recipientEmail', value: 'budi@example.com' } });
      await allSettled(definitionsStarted, { scope, params: { preview: false, token: null } });
      expect(scope.getState($definitionsVersion)).toBe('v-new');
      expect(moves).toEqual(['/demo/check']);
      expect(scope.getState($journeyPin)).toEqual({ version: 'v-new', journeyId: 'demo', trail: ['check'] });
      expect(notices.map((n) => n.content)).toEqual([withoutPlan().messages.ui['journey.moved']]);
      expect(withoutPlan().messages.ui['journey.moved']).toMatchObject({ id: expect.any(String), en: expect.any(String) });
      expect(scope.getState($session).values.recipientEmail).toBe('budi@example.com');
    } finally {
      unwatch();
      unwatchToast();
    }
  });

  it('an order refused for the pinned set (40107) while a newer set waits: the waiting set is taken, the visit moves and the dialog closes', async () => {
    installSessionStorage();
    vi.stubGlobal('document', versionMeta('v-demo'));
    serveBy({ '/api/definitions/v/v-demo': demoDefinitions(), '/api/definitions': withoutPlan() });
    const scope = fork();
    const moves: string[] = [];
    const unwatch = journeyMoved.watch(({ to }) => moves.push(to));
    try {
      await allSettled(definitionsStarted, { scope, params: { preview: false, token: null } });
      await onStep(scope, 'check');
      await onStep(scope, 'plan');
      await allSettled(liveMutation, { scope, params: { documentId: 'def.journey.demo', type: 'definition', transition: 'update' } });
      expect(scope.getState($waitingSet)).not.toBeNull();
      // A dialog open over the step (the refusal's own) is closed by the move: it would hide the step and the notice.
      await allSettled(errorModalOpened, { scope, params: '40107' });
      await allSettled(pinnedVersionRefused, { scope });
      expect(scope.getState($waitingSet)).toBeNull();
      expect(scope.getState($definitionsVersion)).not.toBe('v-demo');
      expect(moves).toEqual(['/demo/check']);
      expect(scope.getState($errorModal)).toBeNull();
    } finally {
      unwatch();
    }
  });
  it('a draft preview: a step shown before the start read lands neither holds the drafts back nor keeps the HTML\'s set', async () => {
    installSessionStorage();
    vi.stubGlobal('document', versionMeta('v-demo'));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => { release = r; });
    vi.stubGlobal('fetch', async (url: string) => {
      const drafts = url === '/api/definitions?preview=1';
      if (drafts) await gate;
      return { ok: true, status: 200, json: async () => (drafts ? withoutPlan() : demoDefinitions()) };
    });
    const scope = fork();
    const started = allSettled(definitionsStarted, { scope, params: { preview: true, token: 'studio-token' } });
    // The server-rendered step is shown (and pinned) on the HTML's set while the drafts are still on their way.
    scopeBind(screenShown, { scope })({ routeId: 'step:demo/check', journeyId: 'demo', stepId: 'check', params: {} });
    const before = scope.getState($definitionsVersion);
    expect(scope.getState($journeyPin)?.version).toBe(before);
    release();
    await started;
    const version = scope.getState($definitionsVersion);
    expect(version).not.toBe(before);
    expect(scope.getState($waitingSet)).toBeNull();
    expect(scope.getState($definitions).journeys.demo?.steps.some((s) => s.id === 'plan')).toBe(false);
    expect(scope.getState($journeyPin)).toEqual({ version, journeyId: 'demo', trail: ['check'] });
  });
});

