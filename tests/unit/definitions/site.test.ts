import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/definitions/bundle';

const { site, pages, journeys } = definitions;

describe('site.json', () => {
  it('routes all 15 payment codes per A11', () => {
    const routing = Object.fromEntries(site.paymentMethods.map((m) => [m.code, [m.group, m.kind, m.next, m.askPhone]]));
    expect(routing).toEqual({
      '03': ['CC', 'card', 'thankyou', false],
      '04': ['VA', 'va', 'va-link', false],
      '05': ['VA', 'va', 'va-link', false],
      '06': ['VA', 'va', 'va-link', false],
      '07': ['VA', 'va', 'va-link', false],
      '08': ['VA', 'va', 'va-link', false],
      '01': ['E_WALLET', 'link', 'payment-link', true],
      '02': ['E_WALLET', 'link', 'payment-link', true],
      '15': ['E_WALLET', 'link', 'payment-link', true],
      '102': ['E_WALLET', 'link', 'payment-link', true],
      '196': ['E_WALLET', 'link', 'payment-link', true],
      '09': ['E_WALLET', 'qr', 'gopay-qr', false],
      '095': ['E_WALLET', 'qr', 'gopay-qr', false],
      '109': ['E_WALLET', 'qr', 'gopay-qr', false],
      '195': ['E_WALLET', 'qr', 'gopay-qr', false],
    });
    expect(site.paymentGroups.map((g) => g.id)).toEqual(['CC', 'E_WALLET', 'VA']);
    expect(site.paymentFailedPage).toBe('common-failed');
    expect(site.paymentPhonePage).toBe('payment-phone');
  });

  it('has the spec constants', () => {
    expect(site.constants).toMatchObject({
      securityDeposit: 50000, sameDayCutoff: '11:59', toastMs: 4000, debounceMs: 300, trackingDelayMs: 300,
      mobileBreakpoint: 768, utmCookie: 'ola_utm', utmCookieDays: 365, purchasedCookieDays: 365,
      sharedBankCode: '987', deliveryDaysMin: 1, deliveryDaysMax: 6, maxOrdersPerKtp: 3, uploadMaxBytes: 3 * 1024 * 1024,
      uploadTypes: ['image/jpeg', 'image/png'], postpaidActivationHours: 24,
    });
  });

  it('has the four cart steps', () => {
    expect(site.cartSteps.map((s) => s.label.en)).toEqual(['Choose number and plan', 'Fill personal info', 'Fill shipping info', 'Pay']);
  });

  it('has the header navigation of spec section 2, only with routes that exist today', () => {
    // Entries whose journey does not exist yet are removed; each later journey adds its own back.
    const targets = site.nav.map((item) => [item.id, item.to ?? item.children?.map((c) => c.to ?? c.href)]);
    expect(targets).toEqual([
      ['home', '/'],
      ['sim', ['/order-postpaid', '/order']],
      ['promo', '/promos'],
      ['track', '/track'],
      ['activation', ['/activate', expect.stringMatching(/^https:\/\//)]],
    ]);
    expect(site.nav[4]?.children?.[1]?.external).toBe(true);
    expect(site.footer.columns.flatMap((c) => c.links.map((l) => l.to ?? l.href))).toEqual([
      '/prepaid', '/order-postpaid', '/promos', '/track', '/retails', expect.stringMatching(/^https:\/\//), 'tel:185',
    ]);
  });

  it('declares the default journey, the special pages and the state keys with what a reset keeps (A23)', () => {
    expect(site.defaultJourney).toBe('3s');
    expect(site.pages).toEqual({ home: 'home', notFound: 'not-found' });
    const kept = Object.entries(site.state).filter(([, d]) => d.keep === true).map(([k]) => k).sort();
    expect(kept).toEqual(['city', 'layout']);
    expect(site.state.eKYCStatus?.default).toBe('progress');
    for (const key of ['order', 'payment', 'telesale', 'retail_store', 'direct_retail', 'referral', 'paymentData']) {
      expect(site.state[key], key).toBeDefined();
    }
  });

  it('names its data sources after operations of the contracts', () => {
    expect(Object.fromEntries(Object.entries(site.sources).map(([name, s]) => [name, s.op]))).toEqual({
      cities: 'catalogue.cities', 'areas.provinces': 'areas.provinces', 'areas.cities': 'areas.cities', 'areas.districts': 'areas.districts',
      'areas.villages': 'areas.villages', 'settings.prepaidTactical': 'catalogue.setting', 'settings.customRibbon': 'catalogue.setting',
      'settings.deliveryDelay': 'catalogue.setting', 'packages.prepaid': 'catalogue.packages', 'packages.postpaid': 'catalogue.packages',
      'numbers.prepaid': 'numbers.regular', 'numbers.vanity': 'numbers.vanity', 'numbers.retailVanity': 'numbers.retailVanity', logistics: 'logistics.options',
      'payment.current': 'payments.current', 'payment.status': 'payments.status', 'order.lookup': 'orders.get', 'order.track': 'orders.track', stores: 'stores.list',
    });
  });

  it('has the guards and the purchase suppression of staff modes (A28) as rules', () => {
    expect(Object.keys(site.guards).sort()).toEqual(['hasOrder', 'otpValid']);
    expect(JSON.stringify(site.tracking.suppressPurchase)).toContain('active.staff');
  });
});

describe('pages and the prepaid journey', () => {
  it('hides nav and footer on payment, failure and thank-you screens', () => {
    for (const id of ['payment', 'payment-phone', 'gopay-qr', 'payment-link', 'va-link', 'thankyou', 'common-failed', 'not-found']) {
      expect(pages[id]?.layout, id).toEqual({ nav: false, footer: false });
    }
  });

  it('serves the spec paths', () => {
    const paths = Object.fromEntries(Object.values(pages).map((p) => [p.id, [p.path, ...(p.aliases ?? [])]]));
    expect(paths).toMatchObject({
      home: ['/', '/campaign'],
      track: ['/track', '/track/:id/:email?'],
      'not-found': ['*'],
      payment: ['/payment3s', '/payment'],
      'payment-phone': ['/payment-phone', '/gopay-phone'],
      'gopay-qr': ['/gopay-qr3s', '/gopay-qr'],
      thankyou: ['/thankyou/:id/:email?/:hash?', '/thankyou3s/:id/:email?/:hash?'],
      'common-failed': ['/common-failed/:id?/:email?', '/invalidpay/:id?/:email?'],
      retrypay: ['/retrypay/:orderid?/:email?'],
      'payment-static': ['/payment-static/:id?'],
      'purchase-limit': ['/purchase-limit/:id?/:email?'],
    });
    expect(pages.home?.entryActions).toEqual([{ do: 'homeReset' }]);
  });

  it('enters prepaid at /prepaid and goes order -> recipient -> payment', () => {
    const j = journeys['prepaid-sim'];
    expect(j?.entry).toEqual({ path: '/prepaid', actions: [{ do: 'reset' }], goto: 'order' });
    expect(j?.steps.map((s) => [s.id, s.path, s.cartStep])).toEqual([['order', '/order', 1], ['recipient', '/order-recipient', [2, 3]]]);
    expect(j?.steps[1]?.submit?.map((a) => a.do)).toEqual(['call', 'set']);
    expect(j?.steps[1]?.submit?.[0]).toMatchObject({ op: 'orders.create', store: 'order' });
    expect(j?.steps[1]?.next).toEqual([{ to: '@page:payment' }]);
  });

  it('says what the prepaid journey is in its traits, not in a widget', () => {
    const j = journeys['prepaid-sim'];
    expect(j).toMatchObject({ journey: 'PREPAID', orderType: 'SIMPRE', productType: 'prepaid' });
    expect(j?.traits).toEqual({ staff: false, delivery: 'shipping', payment: true, cartSteps: [1, 2, 3, 4] });
    expect(Object.keys(j?.state ?? {}).sort()).toEqual(['delivery', 'number', 'package']);
    expect(Object.keys(j?.guards ?? {})).toEqual(['hasSelection']);
    expect(j?.steps[1]?.guard).toBe('hasSelection');
  });
});

describe('order types', () => {
  it('has the ten order types of spec section 4 with their product types (a store pick-up sells whatever its package is)', () => {
    expect(Object.fromEntries(Object.entries(definitions.orderTypes.orderTypes).map(([k, v]) => [k, v.productType]))).toEqual({
      SIMPRE: 'prepaid', SIMPOST: 'postpaid', ESIMPRE: 'prepaid', ESIMPOST: 'postpaid', RETAILREV: 'package',
      RETAILDIRECT: 'prepaid', SWAP: 'prepaid', P2P: 'postpaid', CPP: 'postpaid', POSTACTV: 'postpaid',
    });
  });
});
