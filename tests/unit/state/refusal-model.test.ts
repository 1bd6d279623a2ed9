// Refused state values (an uploaded document the order found gone): kept over a route change, gone once given again.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { formCleared } from '../../../src/state/form-model';
import { $refusedState, refusalAt, refusalCleared, stateRefused } from '../../../src/state/refusal-model';
import { pathSet, sessionReset } from '../../../src/state/session-model';

describe('$refusedState', () => {
  it('keeps a mark with the value refused over a route change and writes; a new value given at or around it ends it', async () => {
    const scope = fork();
    await allSettled(stateRefused, { scope, params: { path: 'documents.ktp.id', code: '40017', value: 'old-ktp' } });
    await allSettled(stateRefused, { scope, params: { path: 'documents.kk.id', code: '40018', value: 'old-kk' } });
    await allSettled(formCleared, { scope });
    await allSettled(pathSet, { scope, params: { path: 'delivery', value: null } });
    expect(refusalAt(scope.getState($refusedState), 'documents.ktp')).toEqual({ code: '40017', value: 'old-ktp', path: 'documents.ktp.id' });
    expect(refusalAt(scope.getState($refusedState), 'documents.selfie')).toBeUndefined();
    await allSettled(refusalCleared, { scope, params: 'documents.kk' });
    expect(Object.keys(scope.getState($refusedState))).toEqual(['documents.ktp.id']);
    await allSettled(refusalCleared, { scope, params: 'documents' });
    expect(scope.getState($refusedState)).toEqual({});
  });

  it('is emptied by a reset of the session', async () => {
    const scope = fork();
    await allSettled(stateRefused, { scope, params: { path: 'documents.ktp.id', code: '40017', value: 'x' } });
    await allSettled(sessionReset, { scope, params: undefined });
    expect(scope.getState($refusedState)).toEqual({});
  });
});
