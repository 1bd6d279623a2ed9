// Refused state values (an uploaded document the order found gone): kept over a route change, gone once written again.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { formCleared } from '../../../src/state/form-model';
import { $refusedState, refusalAt, stateRefused } from '../../../src/state/refusal-model';
import { pathSet, sessionReset } from '../../../src/state/session-model';

describe('$refusedState', () => {
  it('keeps a mark over a route change (the form cleared), drops it when the value or what holds it is written again', async () => {
    const scope = fork();
    await allSettled(stateRefused, { scope, params: { path: 'documents.ktp.id', code: '40017' } });
    await allSettled(stateRefused, { scope, params: { path: 'documents.kk.id', code: '40018' } });
    await allSettled(formCleared, { scope });
    expect(refusalAt(scope.getState($refusedState), 'documents.ktp')).toBe('40017');
    expect(refusalAt(scope.getState($refusedState), 'documents.selfie')).toBeUndefined();
    await allSettled(pathSet, { scope, params: { path: 'documents.kk.id', value: 'x' } });
    expect(scope.getState($refusedState)).toEqual({ 'documents.ktp.id': '40017' });
    await allSettled(pathSet, { scope, params: { path: 'delivery', value: null } });
    expect(scope.getState($refusedState)).toEqual({ 'documents.ktp.id': '40017' });
    await allSettled(pathSet, { scope, params: { path: 'documents', value: { ktp: null } } });
    expect(scope.getState($refusedState)).toEqual({});
  });

  it('is emptied by a reset of the session', async () => {
    const scope = fork();
    await allSettled(stateRefused, { scope, params: { path: 'documents.ktp.id', code: '40017' } });
    await allSettled(sessionReset, { scope });
    expect(scope.getState($refusedState)).toEqual({});
  });
});
