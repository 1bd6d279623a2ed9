// Postpaid identity checks: KTP eligibility and the civil registry.
import { defineDomain } from '../../domain';
import { civilRegistryProvider } from './civil-registry/slot';
import { ktpEligibilityProvider } from './ktp-eligibility/slot';
import { registerOrderReferences } from '../orders/references';
import { operations } from './contract';
import { migrations } from './migrations';
import { identityReferences } from './order-references';
import { DocumentError } from '../documents/errors';
import { PostpaidError } from './errors';
import { postpaidRoutes } from './routes';

export const domain = defineDomain({
  name: 'postpaid',
  operations,
  migrations,
  providers: [civilRegistryProvider, ktpEligibilityProvider],
  errors: { ...PostpaidError, InvalidKtp: DocumentError.InvalidKtp, KtpCannotBeUsed: DocumentError.KtpCannotBeUsed },
  install: (ctx) => registerOrderReferences(ctx, ...identityReferences),
  routes: postpaidRoutes,
});
