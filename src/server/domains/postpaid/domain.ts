// Postpaid identity checks: KTP eligibility and the civil registry.
import { defineDomain } from '../../domain';
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
  errors: { ...PostpaidError, InvalidKtp: DocumentError.InvalidKtp, KtpCannotBeUsed: DocumentError.KtpCannotBeUsed },
  install: (ctx) => registerOrderReferences(ctx, ...identityReferences),
  routes: postpaidRoutes,
});
