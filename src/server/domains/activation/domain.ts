// Postpaid activation: may a paid order be activated, and its one submission.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { migrations } from './migrations';
import { PaymentError } from '../payments/errors';
import { ActivationError } from './errors';
import { activationRoutes } from './routes';

export const domain = defineDomain({
  name: 'activation',
  operations,
  migrations,
  errors: { ...ActivationError, PaymentFailed: PaymentError.PaymentFailed },
  routes: activationRoutes,
});
