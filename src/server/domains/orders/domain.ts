// Orders: create, read, track.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { migrations } from './migrations';
import { NumberError } from '../numbers/errors';
import { OrderError } from './errors';
import { connectOrdersToPayments } from './payment-outcomes';
import { orderRoutes } from './routes';
import { holdMinutes } from '../../payables';

export const domain = defineDomain({
  name: 'orders',
  operations,
  knobs: [holdMinutes],
  migrations,
  errors: { ...OrderError, NumberNotAvailable: NumberError.NumberNotAvailable },
  install: connectOrdersToPayments,
  routes: orderRoutes,
});
