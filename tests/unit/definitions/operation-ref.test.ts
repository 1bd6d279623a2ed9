// A widget prop marked x-ref 'operation' (the area cascade's `check`) must name a browser operation.
import { describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../src/definitions/types';
import { copyDefinitions, lintErrors, pageOf } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const withCascade = (check: string) => {
  const defs = copyDefinitions();
  defs.site.state.billingArea = { default: null };
  const block: Block = {
    widget: 'areaCascade', bind: 'billingArea',
    props: {
      sources: { provinces: 'areas.provinces', cities: 'areas.cities', districts: 'areas.districts', villages: 'areas.villages' },
      postalCodeField: 'postalCode', check,
    },
  };
  pageOf(defs, 'track').blocks.push(block);
  return lintErrors(defs).filter((e) => e.file === 'flows/pages/track.json');
};

describe('operation references of widget props', () => {
  it('accepts a browser operation', () => {
    expect(withCascade('areas.postalCode')).toEqual([]);
  });

  it('refuses an unknown operation and a server-to-server one', () => {
    expect(withCascade('areas.postcode').map((e) => e.message)).toEqual(["unknown operation 'areas.postcode' (src/contracts/operations.ts)"]);
    expect(withCascade('payments.notify').map((e) => e.message)).toEqual(["operation 'payments.notify' is not called from the browser"]);
  });
});
