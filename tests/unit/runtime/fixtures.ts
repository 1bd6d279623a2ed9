/**
 * Runtime test fixtures: the shipped definitions plus a small `demo` journey (its own paths, state
 * keys, a guard, a call whose answer chooses between two steps, error handlers on every level), and
 * a fake host that keeps a real session (src/runtime/session.ts) and records what it was asked to do.
 */
import { vi } from 'vitest';
import type { OperationInput, OperationName } from '../../../src/contracts';
import { buildModel, type DefinitionModel } from '../../../src/runtime/definition-model';
import { initialSession, setPath, snapshotOf, type SessionState } from '../../../src/runtime/session';
import type { StepHost } from '../../../src/runtime/step';
import type { Definitions, Journey, JsonValue, Step } from '../../../src/runtime/types';
import { copyDefinitions } from '../definitions/helpers';

const title = (en: string) => ({ id: en, en });
const layout = { nav: true, footer: true };

export function demoJourney(): Journey {
  return {
    id: 'demo', version: 3, kind: 'journey', journey: 'POSTPAID', orderType: 'SIMPOST', productType: 'postpaid',
    traits: { staff: true, delivery: 'none', payment: false, cartSteps: [1, 2] },
    state: {
      eligibility: { default: null },
      plan: { default: '', keepOnHome: true },
      visits: { default: 0, keep: true },
    },
    guards: { eligible: { '==': [{ var: 'eligibility.status' }, 'OK'] } },
    onError: { 40013: { do: 'toast', message: 'step.blocked' }, '*': { do: 'errorModal', code: '404' } },
    entry: { path: '/demo', aliases: ['/demo-start'], actions: [{ do: 'reset' }], goto: 'check' },
    steps: [
      {
        id: 'check', path: '/demo/check', title: title('Check'), layout, cartStep: 1,
        blocks: [{ widget: 'form', props: { fields: ['noKtp', 'recipientEmail'] } }],
        // Direct store sales cannot check online (a rule over the state as it is before the call).
        ready: { '!': { var: 'direct_retail' } },
        blockedMessage: { id: 'Tidak bisa', en: 'Not possible here' },
        submit: [
          {
            do: 'call', op: 'orders.get',
            params: { orderCode: { var: 'values.noKtp' } },
            query: { email: { trim: { var: 'values.recipientEmail' } }, language: { var: 'lang' }, promo: { var: 'referral.code' } },
            store: 'eligibility', pick: 'result',
            onError: { 40010: { do: 'navigate', to: '@step:sorry' } },
          },
          { do: 'set', path: 'visits', from: { '+': [{ var: 'visits' }, 1] } },
        ],
        onError: { 40012: { do: 'toast', text: { id: 'Coba lagi', en: 'Try again' } } },
        next: [
          { to: 'plan', when: { '==': [{ var: 'eligibility.status' }, 'OK'] } },
          { to: 'sorry', when: { '==': [{ var: 'eligibility.status' }, 'NO'] } },
        ],
      },
      {
        id: 'plan', path: '/demo/plan/:id?', title: title('Plan'), layout, cartStep: 2, guard: 'eligible',
        blocks: [], ready: { '!!': { var: 'plan' } }, next: [{ to: '@page:track' }],
      },
      { id: 'sorry', path: '/demo/sorry', title: title('Sorry'), layout, blocks: [], terminal: true },
    ],
  };
}

/** The shipped definitions with the demo journey added (it passes schema and lint: see definition-model.test.ts). */
export function demoDefinitions(): Definitions {
  const defs = copyDefinitions();
  defs.journeys.demo = demoJourney();
  return defs;
}

export const shippedModel = (): DefinitionModel => buildModel(copyDefinitions());
export const demoModel = (): DefinitionModel => buildModel(demoDefinitions());

export const journeyOf = (model: DefinitionModel, id: string): Journey => {
  const j = model.journey(id);
  if (!j) throw new Error(`journey ${id} missing`);
  return j;
};
export const stepIn = (model: DefinitionModel, journeyId: string, stepId: string): Step => {
  const s = model.step(journeyId, stepId);
  if (!s) throw new Error(`step ${journeyId}/${stepId} missing`);
  return s;
};

/** What a fake request does for an operation: an answer, or an error thrown (an object with a code, like ApiError). */
export type Answer = unknown | { throws: unknown };
export const fails = (code: number | string | undefined): { throws: unknown } => ({ throws: Object.assign(new Error('api error'), code === undefined ? {} : { code }) });

export interface FakeHost extends StepHost {
  session: SessionState;
  requests: { op: OperationName; input: OperationInput }[];
  /** What the step's blocks report as incomplete (ui keys), empty when complete. */
  incompleteKeys: string[];
  /** The fields the step's blocks collect. */
  fields: string[];
}

/**
 * A host over a real session: `set` writes through setPath, `snapshot` is snapshotOf with the
 * active journey's traits, `request` answers from the table. Everything is a vi.fn to assert on.
 */
export function fakeHost(model: DefinitionModel, opts: { journeyId?: string; answers?: Record<string, Answer>; session?: SessionState } = {}): FakeHost {
  const answers = opts.answers ?? {};
  const host: FakeHost = {
    session: opts.session ?? { ...initialSession(model.state), core: { ...initialSession(model.state).core, journeyId: opts.journeyId ?? '' } },
    requests: [],
    incompleteKeys: [],
    fields: [],
    model: () => model,
    snapshot: (input?: JsonValue) => snapshotOf(host.session, {
      active: model.active(host.session.core.journeyId || undefined), constants: model.defs.site.constants as Record<string, JsonValue>, now: 1_000_000,
      ...(input !== undefined ? { input } : {}),
    }),
    journeyId: () => host.session.core.journeyId || undefined,
    reset: vi.fn(),
    homeReset: vi.fn(),
    set: vi.fn((path: string, value: JsonValue) => { host.session = setPath(model.state, host.session, path, value); }),
    navigate: vi.fn(),
    errorModal: vi.fn(),
    toast: vi.fn(),
    close: vi.fn(),
    reload: vi.fn(),
    href: vi.fn(),
    request: vi.fn(async (op: OperationName, input: OperationInput) => {
      host.requests.push({ op, input });
      const answer = answers[op];
      if (typeof answer === 'object' && answer !== null && 'throws' in answer) throw (answer as { throws: unknown }).throws;
      return answer;
    }),
    stepFields: vi.fn(() => host.fields),
    values: () => host.session.values,
    incomplete: vi.fn(() => host.incompleteKeys),
    showFieldErrors: vi.fn(),
    blocked: vi.fn(),
    showIncomplete: vi.fn(),
  };
  return host;
}

/** Writes several state paths at once (values.<field>, core keys, declared keys). */
export function fill(host: FakeHost, paths: Record<string, JsonValue>): void {
  for (const [path, value] of Object.entries(paths)) host.session = setPath(host.model().state, host.session, path, value);
}
