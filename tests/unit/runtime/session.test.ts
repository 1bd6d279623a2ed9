// The session's data model, derived from the definitions: core + field values + declared state keys.
import { describe, expect, it, vi } from 'vitest';
import {
  changeProductType, enterJourney, initialCore, initialSession, rendersAsFresh, resetSession, reviveSession, setPath, snapshotOf, stateSchemaOf, valueAt,
  type SessionState, type StateSchema,
} from '../../../src/runtime/session';
import type { Definitions, JsonValue } from '../../../src/runtime/types';
import { outlineOf } from '../../../src/definitions/outline';
import { EMPTY_UTM } from '../../../src/runtime/utm';
import { lintDefinitions } from '../../../src/definitions/lint';
import { copyDefinitions, prepaidOf } from '../definitions/helpers';
import { demoDefinitions } from './fixtures';

// Schema compilation and whole-set lints take a while on a loaded machine: a generous limit per test.
vi.setConfig({ testTimeout: 60_000 });

const schemaOf = (defs: Definitions) => stateSchemaOf({ site: defs.site, ...outlineOf(defs) });
const shipped = schemaOf(copyDefinitions());
const demo = schemaOf(demoDefinitions());

/** A session with every core key, every field value and every declared key changed from its initial value. */
function filled(schema: StateSchema): SessionState {
  const fresh = initialSession(schema);
  // A value of the declared default's kind (an object where the default is null, a list where it is one).
  const changedValue = (key: string, def: unknown): JsonValue =>
    typeof def === 'string' ? `v-${key}` : typeof def === 'number' ? 7 : typeof def === 'boolean' ? !def : Array.isArray(def) ? [{ changed: key }] : { changed: key };
  const data = Object.fromEntries([...schema.keys].map(([k, d]) => [k, changedValue(k, d.default)]));
  return {
    core: {
      language: 'EN', isMobile: true, trackingId: 'trk', agent: 'AG7', journey: 'PREPAID', journeyId: 'prepaid-sim', productType: 'prepaid',
      productTypeArmed: true, utm: { ...EMPTY_UTM, utm_source: 'fb' },
    },
    values: Object.fromEntries([...schema.fields].map((f) => [f, `v-${f}`])),
    data: { ...fresh.data, ...data },
  };
}

/** The paths of a session that differ from a fresh one: core.<key>, values.<field>, data.<key>. */
function changed(s: SessionState, schema: StateSchema): string[] {
  const fresh = initialSession(schema);
  const diff = (part: 'core' | 'values' | 'data'): string[] => {
    const a = fresh[part] as Record<string, unknown>;
    const b = s[part] as Record<string, unknown>;
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).map((k) => `${part}.${k}`);
  };
  return [...diff('core'), ...diff('values'), ...diff('data')].sort();
}

describe('the state schema of a definition set', () => {
  it('declares every field and every state key of site.json and the journeys, with defaults and what a reset keeps', () => {
    expect(demo.fields.has('noKtp')).toBe(true);
    expect(demo.fields.size).toBe(Object.keys(copyDefinitions().fields.fields).length);
    expect(demo.keys.get('city')).toEqual({ default: null, keep: true, keepOnHome: false });
    expect(demo.keys.get('eKYCStatus')).toEqual({ default: 'progress', keep: false, keepOnHome: false });
    expect(demo.keys.get('number')).toEqual({ default: null, keep: false, keepOnHome: false });
    expect(demo.keys.get('plan')).toEqual({ default: '', keep: false, keepOnHome: true });
    expect(demo.defaultJourney).toBe('3s');
    expect(shipped.keys.has('plan')).toBe(false);
  });

  it('starts from the defaults: journey 3s, language ID, no values, every declared key at its default', () => {
    const s = initialSession(demo);
    expect(s.core).toEqual(initialCore('3s'));
    expect(s.core).toMatchObject({ language: 'ID', journey: '3s', journeyId: '', productType: '', productTypeArmed: false, utm: EMPTY_UTM });
    expect(s.values).toEqual({});
    expect(Object.keys(s.data).sort()).toEqual([...demo.keys.keys()].sort());
    expect(s.data).toMatchObject({ city: null, eKYCStatus: 'progress', promoQuota: 0, extraBonus: false, paymentData: {}, visits: 0 });
  });

  it('gives every session its own copy of an object default', () => {
    const a = initialSession(shipped);
    (a.data.paymentData as Record<string, unknown>).x = 1;
    expect(initialSession(shipped).data.paymentData).toEqual({});
  });
});

describe('revival of a stored session', () => {
  it('keeps declared field values and keys: a KTP number survives a reload', () => {
    const stored = JSON.parse(JSON.stringify(setPath(shipped, setPath(shipped, initialSession(shipped), 'values.noKtp', '3174011234560001'), 'city', { id: 10, name: 'Bandung' })));
    const s = reviveSession(shipped, stored);
    expect(s.values.noKtp).toBe('3174011234560001');
    expect(s.data.city).toEqual({ id: 10, name: 'Bandung' });
  });

  it('a whole filled session comes back as it was', () => {
    const s = filled(demo);
    expect(reviveSession(demo, JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('drops field values and keys nobody declares, and values that are not strings', () => {
    const s = reviveSession(shipped, {
      values: { recipientName: 'Budi', recipientFax: '021', noKK: 3174 },
      data: { city: { id: 1 }, hacked: true },
      core: { isAdmin: true },
      extra: 1,
    });
    expect(s.values).toEqual({ recipientName: 'Budi' });
    expect('hacked' in s.data).toBe(false);
    expect('isAdmin' in s.core).toBe(false);
    expect('extra' in s).toBe(false);
  });

  it('falls back to the default for a value of the wrong kind', () => {
    const s = reviveSession(shipped, {
      core: { language: 'XX', isMobile: 'yes', trackingId: 7, utm: 'fb', agent: null },
      data: { promoQuota: '3', extraBonus: 'yes', eKYCStatus: 5, paymentData: [1], layout: {}, otp_timeout: 'soon' },
    });
    expect(s.core).toMatchObject({ language: 'ID', isMobile: false, trackingId: '', utm: EMPTY_UTM, agent: '' });
    expect(s.data).toMatchObject({ promoQuota: 0, extraBonus: false, eKYCStatus: 'progress', paymentData: {}, layout: '', otp_timeout: 0 });
  });

  it('accepts objects in a key whose default is null, and a partial utm record', () => {
    const s = reviveSession(shipped, { data: { order: { order_code: 'SIMPRE1' }, referral: ['x'] }, core: { utm: { utm_source: 'fb', junk: 1 }, language: 'EN' } });
    expect(s.data.order).toEqual({ order_code: 'SIMPRE1' });
    expect(s.data.referral).toEqual(['x']);
    expect(s.core.utm).toEqual({ ...EMPTY_UTM, utm_source: 'fb' });
    expect(s.core.language).toBe('EN');
  });

  it('defaults what the stored session lacks, and starts fresh from anything that is not a session', () => {
    expect(reviveSession(demo, { core: { trackingId: 't' } }).data).toEqual(initialSession(demo).data);
    for (const raw of [null, undefined, 'x', 5, [], { core: 'x', values: [], data: 7 }]) {
      expect(reviveSession(demo, raw), JSON.stringify(raw)).toEqual(initialSession(demo));
    }
  });

  it('under a newer set: a newly declared key gets its default, a key no longer declared is dropped', () => {
    const s = setPath(demo, initialSession(demo), 'plan', 'GOLD');
    const older = reviveSession(shipped, s);
    expect('plan' in older.data).toBe(false);
    const newer = reviveSession(demo, initialSession(shipped));
    expect(newer.data.plan).toBe('');
  });
});

describe('a stored session that renders like a fresh one (server-rendered pages hydrate)', () => {
  it('nothing stored, or what a home reset leaves (tracking id, utm, language, device), renders as fresh', () => {
    expect(rendersAsFresh(shipped, null)).toBe(true);
    const home = resetSession(shipped, { ...initialSession(shipped), core: { ...initialSession(shipped).core, trackingId: 't1', language: 'EN', isMobile: true, utm: { ...EMPTY_UTM, utm_source: 'ig' } } }, { home: true });
    expect(rendersAsFresh(shipped, JSON.parse(JSON.stringify(home)))).toBe(true);
  });
  it('a typed value (even of a field not yet loaded), a chosen key or a journey entered does not', () => {
    const fresh = initialSession(shipped);
    expect(rendersAsFresh(shipped, { ...fresh, values: { someField: 'x' } })).toBe(false);
    const [key] = [...shipped.keys.keys()];
    expect(rendersAsFresh(shipped, filled(shipped))).toBe(false);
    expect(rendersAsFresh(shipped, { ...fresh, data: { ...fresh.data, [key]: filled(shipped).data[key] } })).toBe(false);
    expect(rendersAsFresh(shipped, { ...fresh, core: { ...fresh.core, journeyId: 'prepaid-sim' } })).toBe(false);
  });
});

describe('the reset rule (spec section 3, A23)', () => {
  const kept = (s: SessionState): string[] => changed(s, demo);

  it('keeps exactly language, device type, tracking id (and the visit\'s utm), product type and the keys declared keep', () => {
    expect(kept(resetSession(demo, filled(demo)))).toEqual([
      'core.isMobile', 'core.language', 'core.productType', 'core.productTypeArmed', 'core.trackingId', 'core.utm',
      'data.city', 'data.layout', 'data.visits',
    ]);
  });

  it('the home reset also keeps the agent and the keys declared keepOnHome, and the journey goes back to the default', () => {
    const s = resetSession(demo, filled(demo), { home: true });
    expect(kept(s)).toEqual([
      'core.agent', 'core.isMobile', 'core.language', 'core.productType', 'core.productTypeArmed', 'core.trackingId', 'core.utm',
      'data.city', 'data.layout', 'data.plan', 'data.visits',
    ]);
    expect(s.core.journey).toBe('3s');
    expect(s.core.agent).toBe('AG7');
  });

  it('keeps extra keys a reset action names', () => {
    expect(changed(resetSession(demo, filled(demo), { keep: ['order', 'payment'] }), demo)).toContain('data.order');
    expect(resetSession(demo, filled(demo), { keep: ['order'] }).data.order).toEqual({ changed: 'order' });
  });
});

describe('reset actions and the lint agree', () => {
  // The lint lets a reset keep any state key, core keys included: resetSession keeps them too.
  it('a reset keeping a core key the lint accepts (agent) keeps it', () => {
    const defs = copyDefinitions();
    prepaidOf(defs).entry.actions = [{ do: 'reset', keep: ['agent'] }];
    expect(lintDefinitions(defs).errors).toEqual([]);
    const s = setPath(shipped, initialSession(shipped), 'agent', 'AG7');
    expect(resetSession(shipped, s, { keep: ['agent'] }).core.agent).toBe('AG7');
  });
});

describe('product type change (A23)', () => {
  it('the first change only arms the reset; a later change resets and writes the new type', () => {
    const fresh = setPath(shipped, initialSession(shipped), 'values.recipientName', 'Budi');
    const first = changeProductType(shipped, fresh, 'prepaid');
    expect(first.core).toMatchObject({ productType: 'prepaid', productTypeArmed: true });
    expect(first.values.recipientName).toBe('Budi');
    const second = changeProductType(shipped, first, 'postpaid');
    expect(second.core).toMatchObject({ productType: 'postpaid', productTypeArmed: true });
    expect(second.values).toEqual({});
  });

  it('the same type changes nothing; a set of productType goes through the rule', () => {
    const armed = changeProductType(shipped, setPath(shipped, initialSession(shipped), 'values.recipientName', 'Budi'), 'prepaid');
    expect(changeProductType(shipped, armed, 'prepaid')).toBe(armed);
    const viaSet = setPath(shipped, armed, 'productType', 'postpaid');
    expect(viaSet.values).toEqual({});
    expect(viaSet.core.productType).toBe('postpaid');
  });

  it('entering a journey sets its product type by the rule, its journey value and its id', () => {
    const s = enterJourney(shipped, setPath(shipped, initialSession(shipped), 'values.noKtp', '1'), { id: 'prepaid-sim', journey: 'PREPAID', productType: 'prepaid' });
    expect(s.core).toMatchObject({ journey: 'PREPAID', journeyId: 'prepaid-sim', productType: 'prepaid', productTypeArmed: true });
    expect(s.values.noKtp).toBe('1');
    const again = enterJourney(shipped, s, { id: 'demo', journey: 'POSTPAID', productType: 'postpaid' });
    expect(again.core).toMatchObject({ journey: 'POSTPAID', journeyId: 'demo', productType: 'postpaid' });
    expect(again.values).toEqual({});
  });

  it('another step of the journey the visit is in keeps the journey value a choice set (pick-up: RETAIL_STORE); a new journey brings its own', () => {
    const s = enterJourney(shipped, initialSession(shipped), { id: 'postpaid-sim', journey: 'POSTPAID', productType: 'postpaid' });
    const pickup = setPath(shipped, s, 'journey', 'RETAIL_STORE');
    expect(enterJourney(shipped, pickup, { id: 'postpaid-sim', journey: 'POSTPAID', productType: 'postpaid' }).core.journey).toBe('RETAIL_STORE');
    expect(enterJourney(shipped, pickup, { id: 'prepaid-sim', journey: 'PREPAID', productType: 'prepaid' }).core.journey).toBe('PREPAID');
  });
});

describe('setPath', () => {
  const s0 = initialSession(demo);

  it('writes a field value as a string (null clears it); refuses a field fields.json lacks', () => {
    expect(setPath(demo, s0, 'values.noKtp', '3174').values.noKtp).toBe('3174');
    expect(setPath(demo, s0, 'values.postalCode', 12110).values.postalCode).toBe('12110');
    expect(setPath(demo, setPath(demo, s0, 'values.noKtp', 'x'), 'values.noKtp', null).values.noKtp).toBe('');
    expect(() => setPath(demo, s0, 'values.recipientFax', 'x')).toThrow(/not a field value/);
    expect(() => setPath(demo, s0, 'values', 'x')).toThrow(/not a field value/);
  });

  it('writes core keys, also dotted inside one', () => {
    expect(setPath(demo, s0, 'agent', 'AG1').core.agent).toBe('AG1');
    expect(setPath(demo, s0, 'utm.utm_source', 'fb').core.utm).toEqual({ ...EMPTY_UTM, utm_source: 'fb' });
  });

  it('writes declared keys and dotted paths inside them, creating the objects on the way', () => {
    const a = setPath(demo, s0, 'payment', { method: '05' });
    expect(a.data.payment).toEqual({ method: '05' });
    const b = setPath(demo, a, 'payment.current.status', 'PENDING');
    expect(b.data.payment).toEqual({ method: '05', current: { status: 'PENDING' } });
    expect(setPath(demo, s0, 'payment.sof_msisdn', '0815').data.payment).toEqual({ sof_msisdn: '0815' });
    expect(a.data.payment).toEqual({ method: '05' });
  });

  it('refuses a path no declaration names', () => {
    expect(() => setPath(shipped, s0, 'cart', 1)).toThrow(/not a declared state key/);
    expect(() => setPath(shipped, s0, 'plan', 'x')).toThrow(/not a declared state key/);
  });
});

describe('valueAt and snapshotOf', () => {
  it('valueAt reads dotted paths, array indexes, and null for what is absent', () => {
    const v = { a: { b: [{ c: 1 }] } };
    expect(valueAt(v, 'a.b.0.c')).toBe(1);
    expect(valueAt(v, 'a.x')).toBeNull();
    expect(valueAt(v, 'a.b.0.c.d')).toBeNull();
    expect(valueAt(null, 'a')).toBeNull();
    expect(valueAt(v, '')).toEqual(v);
  });

  it('snapshotOf is the flat object rules see: declared keys, core keys, values, then the computed roots', () => {
    const s = setPath(demo, setPath(demo, initialSession(demo), 'values.noKtp', '1'), 'city', { id: 2 });
    const snap = snapshotOf({ ...s, core: { ...s.core, language: 'EN' } }, { active: null, constants: { k: 1 }, now: 42 });
    expect(snap).toMatchObject({ city: { id: 2 }, visits: 0, language: 'EN', journey: '3s', values: { noKtp: '1' }, active: null, constants: { k: 1 }, lang: 'en', now: 42, params: {} });
    expect('input' in snap).toBe(false);
    const withInput = snapshotOf(s, { active: null, constants: {}, now: 0, params: { id: 'A' }, input: { q: '12' } });
    expect(withInput).toMatchObject({ lang: 'id', params: { id: 'A' }, input: { q: '12' } });
  });
});
