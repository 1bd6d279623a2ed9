import { describe, expect, it, vi } from 'vitest';
import { createActionRegistry, runActions, runSubmit, type ActionDeps } from '../../../src/runtime/actions';

function fakeDeps(overrides: Partial<ActionDeps> = {}): ActionDeps {
  return {
    reset: vi.fn(), homeReset: vi.fn(), set: vi.fn(), navigate: vi.fn(), errorModal: vi.fn(), toast: vi.fn(),
    close: vi.fn(), reload: vi.fn(), href: vi.fn(), createOrder: vi.fn(async () => undefined), createPayment: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('action registry', () => {
  it('runs named actions in order with their args', async () => {
    const deps = fakeDeps();
    await runActions(createActionRegistry(deps), [{ do: 'reset' }, { do: 'set', path: 'productType', value: 'prepaid' }, { do: 'navigate', to: '/order' }]);
    expect(deps.reset).toHaveBeenCalledOnce();
    expect(deps.set).toHaveBeenCalledWith('productType', 'prepaid');
    expect(deps.navigate).toHaveBeenCalledWith('/order');
  });

  it('toast takes its text from `text`; href may open a new tab', async () => {
    const deps = fakeDeps();
    const text = { id: 'Tersalin', en: 'Copied' };
    await runActions(createActionRegistry(deps), [{ do: 'toast', text, variant: 'SUCCESS' }, { do: 'href', url: 'https://x.id', newTab: true }]);
    expect(deps.toast).toHaveBeenCalledWith({ content: text, type: undefined, variant: 'SUCCESS' });
    expect(deps.href).toHaveBeenCalledWith('https://x.id', true);
  });

  it('submit: onError by code, then *, opening the catalogue modal with the caught code', async () => {
    const deps = fakeDeps({ createOrder: vi.fn(async () => { throw Object.assign(new Error('taken'), { code: 40011 }); }) });
    const reg = createActionRegistry(deps);
    const ok = await runSubmit(reg, { action: 'order.create', onError: { '40011': { do: 'errorModal' }, '*': { do: 'errorModal', code: '500' } } });
    expect(ok).toBe(false);
    expect(deps.errorModal).toHaveBeenCalledWith(40011);

    const deps2 = fakeDeps({ createOrder: vi.fn(async () => { throw Object.assign(new Error('x'), { code: 40099 }); }) });
    await runSubmit(createActionRegistry(deps2), { action: 'order.create', onError: { '*': { do: 'errorModal', code: '500' } } });
    expect(deps2.errorModal).toHaveBeenCalledWith(500);
  });

  it('submit succeeds without onError use', async () => {
    const deps = fakeDeps();
    expect(await runSubmit(createActionRegistry(deps), { action: 'order.create' })).toBe(true);
    expect(await runSubmit(createActionRegistry(deps), undefined)).toBe(true);
    expect(deps.errorModal).not.toHaveBeenCalled();
  });
});
