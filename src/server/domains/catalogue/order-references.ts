// The catalogue's parts of an order (order-reference kinds, orders/reference-kind.ts): the package it
// sells, priced as on sale now, and the delivery city whose coverage the delivery is priced by.
import { MAX_INT } from '../../../contracts';
import { badRequest } from '../../errors';
import type { ReferenceKind } from '../orders/reference-kind';
import { coverageOfCity, packageForOrder, packageNamesOf } from './service';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_INT;
const ID = `an id (1..${MAX_INT})`;

/** The package sold (A20, A21): on sale (40015), of the type's product, its price and deposit. */
export const packageReference: ReferenceKind<number> = {
  name: 'package',
  what: ID,
  parse: (raw) => (isId(raw) ? raw : undefined),
  decidesProduct: true,
  async price(ctx, id, c) {
    const pkg = await packageForOrder(ctx, id);
    const sells = c.type.productType;
    if (sells !== 'package' && pkg.product_type !== sells) throw badRequest(`Package ${pkg.id} is not a ${sells} package`, c.at('package'));
    const productType = pkg.product_type === 'prepaid' || pkg.product_type === 'postpaid' ? pkg.product_type : undefined;
    return { packageId: pkg.id, packagePrice: pkg.value, price: pkg.value, packageDeposit: pkg.deposit, ...(productType ? { productType } : {}) };
  },
  async view(ctx, _id, order, l) {
    if (order.package_id === null) return {};
    const names = await packageNamesOf(ctx, order.package_id, l);
    return { package: { id: order.package_id, name: names?.plan ?? '', ...(names?.bonus !== undefined ? { bonus: names.bonus } : {}), value: order.package_price } };
  },
};

/** The delivery city (A45): one the catalogue knows. */
export const cityReference: ReferenceKind<number> = {
  name: 'city',
  what: ID,
  parse: (raw) => (isId(raw) ? raw : undefined),
  async price(ctx, id, c) {
    if ((await coverageOfCity(ctx, id)) === undefined) throw badRequest(`Unknown city ${id}`, c.at('city'));
    return { cityId: id };
  },
};
