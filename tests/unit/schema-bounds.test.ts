import { describe, expect, it } from 'vitest';
import { MAX_INT, unboundedIn } from '../../src/contracts';
import { lintDefinitions } from '../../src/definitions/lint';
import { loadDefinitions } from '../../src/definitions/load-node';

describe('unboundedIn', () => {
  it('names integers without both bounds, beyond PostgreSQL integer, and strings without maxLength', () => {
    const schema = {
      type: 'object',
      properties: {
        ok: { type: 'integer', minimum: -5, maximum: MAX_INT },
        big: { type: 'integer', minimum: 1, maximum: MAX_INT + 1 },
        open: { type: 'integer', minimum: 1 },
        amount: { type: 'number' },
        name: { type: 'string', pattern: '^[0-9]{16}$' },
        kind: { type: 'string', enum: ['a', 'b'] },
        list: { type: 'array', items: { type: 'string' } },
      },
    };
    expect(unboundedIn(schema).map(([at]) => at)).toEqual([
      '/properties/big', '/properties/open', '/properties/amount', '/properties/name', '/properties/list/items',
    ]);
  });
});

describe('the definitions lint', () => {
  it('refuses an order type whose payload leaves an integer unbounded', () => {
    const defs = loadDefinitions('.').definitions;
    expect(lintDefinitions(defs).errors).toEqual([]);
    const [code, type] = Object.entries(defs.orderTypes.orderTypes)[0] ?? [];
    if (!code || !type) throw new Error('no order type');
    const payload = type.payload as { properties: Record<string, unknown> };
    payload.properties.cityId = { type: 'integer', minimum: 1 };
    const { errors } = lintDefinitions(defs);
    expect(errors.map((e) => `${e.pointer}: ${e.message}`)).toContain(`/orderTypes/${code}/payload/properties/cityId: a number needs a minimum and a maximum`);
  });
});
