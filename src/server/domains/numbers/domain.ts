// Number search (regular, vanity, retail) and availability; this process's number index.
import { defineDomain } from '../../domain';
import { registerOrderReferences } from '../orders/references';
import { operations } from './contract';
import { numberCount } from './knobs';
import { migrations } from './migrations';
import { msisdnReference, numberReference } from './order-references';
import { NumberError } from './errors';
import { numberRoutes } from './routes';
import { numbersSeed } from './seed';
import { installTakes } from './taken-numbers';

export const domain = defineDomain({
  name: 'numbers',
  operations,
  migrations,
  knobs: [numberCount],
  seed: numbersSeed,
  errors: NumberError,
  install: (ctx) => {
    installTakes(ctx);
    registerOrderReferences(ctx, numberReference, msisdnReference);
  },
  routes: numberRoutes,
});
