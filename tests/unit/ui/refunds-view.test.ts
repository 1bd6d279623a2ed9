// The studio's refunds screen in each of its states, in both languages (rendered to HTML).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Refund } from '../../../src/contracts/refunds';
import { RefundsView, type RefundsState } from '../../../src/studio/RefundList';
import { StudioLangContext, type StudioLang } from '../../../src/studio/studio-texts';

const REFUND: Refund = {
  payment_id: 'p-1', order_code: 'SIMPRE20261121AAAAAA', method: '05', amount: 100000, reason: 'DOUBLE_CHARGE',
  paid_at: '2026-11-21T02:00:00.000Z', order_status: 'PAYMENT_SUCCESS',
};

function render(refunds: RefundsState, lang: StudioLang = 'en', marking: string[] = []): string {
  const view = createElement(RefundsView, { refunds, marking: new Set(marking), markError: '', onRefunded: () => undefined });
  return renderToStaticMarkup(createElement(StudioLangContext.Provider, { value: { lang, setLang: () => undefined } }, view));
}

describe('refunds screen', () => {
  it('says it is loading, then nothing to refund, or why it failed', () => {
    expect(render({ state: 'loading' })).toContain('Loading…');
    expect(render({ state: 'loaded', refunds: [] })).toContain('Nothing to refund.');
    expect(render({ state: 'loaded', refunds: [] }, 'id')).toContain('Tidak ada dana yang perlu dikembalikan.');
    expect(render({ state: 'failed', message: 'Admin token required' })).toContain('Failed: Admin token required');
  });

  it('lists each refund with its amount, reason and a button to mark it refunded', () => {
    const html = render({ state: 'loaded', refunds: [REFUND] });
    expect(html).toContain('SIMPRE20261121AAAAAA');
    expect(html).toContain('Rp100.000');
    expect(html).toContain('The order was already paid (double charge)');
    expect(html).toContain('data-testid="studio-refund-done-p-1"');
    expect(render({ state: 'loaded', refunds: [REFUND] }, 'id')).toContain('Pesanan sudah dibayar (pembayaran ganda)');
    expect(render({ state: 'loaded', refunds: [REFUND] }, 'en', ['p-1'])).toMatch(/<button[^>]*disabled=""[^>]*data-testid="studio-refund-done-p-1"/);
  });
});
