// The small stores: the snapshot rules see, field errors of the form on screen, the screen, config.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $config, configured, DEFAULT_CONFIG } from '../../../src/state/config-model';
import { $fieldErrors, fieldErrorSet, fieldErrorsReplaced, formCleared } from '../../../src/state/form-model';
import { $screen, screenShown } from '../../../src/state/screen-model';
import { $session, journeyEntered, pathSet, sessionStarted } from '../../../src/state/session-model';
import { $snapshot } from '../../../src/state/snapshot';
import { copyDefinitions } from '../definitions/helpers';
import { installSessionStorage } from './browser-fakes';

afterEach(() => vi.unstubAllGlobals());

describe('$snapshot', () => {
  it('is the session with the active journey\'s traits, the constants, lang and the screen\'s params', async () => {
    installSessionStorage();
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: { search: '?lang=en', isMobile: false, stored: null } });
    await allSettled(journeyEntered, { scope, params: { id: 'prepaid-sim', journey: 'PREPAID', productType: 'prepaid' } });
    await allSettled(pathSet, { scope, params: { path: 'values.recipientName', value: 'Budi' } });
    await allSettled(pathSet, { scope, params: { path: 'city', value: { id: 10 } } });
    await allSettled(screenShown, { scope, params: { routeId: 'page:track', params: { id: 'OLA-1' } } });
    const snap = scope.getState($snapshot);
    expect(snap).toMatchObject({
      journey: 'PREPAID', journeyId: 'prepaid-sim', productType: 'prepaid', lang: 'en', values: { recipientName: 'Budi' }, city: { id: 10 },
      params: { id: 'OLA-1' }, constants: { securityDeposit: 50000 },
      active: { id: 'prepaid-sim', orderType: 'SIMPRE', staff: false, cartSteps: [1, 2, 3, 4] },
    });
    expect(typeof snap.now).toBe('number');
  });

  it('outside a journey there are no active traits', () => {
    expect(fork().getState($snapshot)).toMatchObject({ active: null, journey: '3s', params: {} });
  });
});

describe('form, screen and config stores', () => {
  it('field errors: set one, clear one with an empty text, replace all, clear the form', async () => {
    const scope = fork();
    await allSettled(fieldErrorSet, { scope, params: { name: 'noKtp', error: 'Wajib di isi' } });
    await allSettled(fieldErrorSet, { scope, params: { name: 'noKK', error: 'Wajib di isi' } });
    await allSettled(fieldErrorSet, { scope, params: { name: 'noKtp', error: '' } });
    expect(scope.getState($fieldErrors)).toEqual({ noKK: 'Wajib di isi' });
    const before = scope.getState($fieldErrors);
    await allSettled(fieldErrorSet, { scope, params: { name: 'noKK', error: 'Wajib di isi' } });
    expect(scope.getState($fieldErrors)).toBe(before);
    await allSettled(fieldErrorsReplaced, { scope, params: { recipientName: 'is required' } });
    expect(scope.getState($fieldErrors)).toEqual({ recipientName: 'is required' });
    await allSettled(formCleared, { scope });
    expect(scope.getState($fieldErrors)).toEqual({});
  });

  it('the screen on display, with its journey and step', async () => {
    const scope = fork();
    expect(scope.getState($screen)).toEqual({ routeId: '', params: {} });
    const info = { routeId: 'step:prepaid-sim/order', journeyId: 'prepaid-sim', stepId: 'order', params: {} };
    await allSettled(screenShown, { scope, params: info });
    expect(scope.getState($screen)).toEqual(info);
  });

  it('config: the contract defaults until the app hands in the site constants', async () => {
    const scope = fork();
    expect(scope.getState($config)).toEqual(DEFAULT_CONFIG);
    // The defaults are site.json's constants of the same names.
    const constants = copyDefinitions().site.constants as Record<string, unknown>;
    for (const [key, value] of Object.entries(DEFAULT_CONFIG)) expect(constants[key], key).toBe(value);
    await allSettled(configured, { scope, params: { toastMs: 2500, sessionKey: 'k' } });
    expect(scope.getState($config)).toEqual({ ...DEFAULT_CONFIG, toastMs: 2500, sessionKey: 'k' });
  });
});

describe('stores that every widget reads keep their state when an update changes nothing', () => {
  // A new object would re-render every widget at once (and, on a page still hydrating, hydrate them all in one long task).
  it('the same screen shown again, and a session set to what it holds', async () => {
    installSessionStorage();
    const scope = fork();
    await allSettled(screenShown, { scope, params: { routeId: 'page:home', params: {}, query: {} } });
    const screen = scope.getState($screen);
    const snapshot = scope.getState($snapshot);
    await allSettled(screenShown, { scope, params: { query: {}, params: {}, routeId: 'page:home' } });
    expect(scope.getState($screen)).toBe(screen);
    expect(scope.getState($snapshot)).toBe(snapshot);
    await allSettled(screenShown, { scope, params: { routeId: 'page:track', params: { id: 'OLA-1' } } });
    expect(scope.getState($screen)).not.toBe(screen);

    await allSettled(pathSet, { scope, params: { path: 'city', value: { id: 10 } } });
    const session = scope.getState($session);
    await allSettled(pathSet, { scope, params: { path: 'city', value: { id: 10 } } });
    expect(scope.getState($session)).toBe(session);
    await allSettled(pathSet, { scope, params: { path: 'city', value: { id: 11 } } });
    expect(scope.getState($session)).not.toBe(session);
  });
});
