// Postpaid activation: may a paid order be activated, and its one submission.
import { defineDomain } from '../../domain';
import { activationProvider } from './provider/slot';
import { operations } from './contract';
import { migrations } from './migrations';
import { PaymentError } from '../payments/errors';
import { ActivationError } from './errors';
import { activationRoutes } from './routes';

export const domain = defineDomain({
  name: 'activation',
  operations,
  migrations,
  providers: [activationProvider],
  errors: { ...ActivationError, PaymentFailed: PaymentError.PaymentFailed },
  routes: activationRoutes,
});
