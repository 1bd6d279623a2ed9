// Identity documents: the customer's upload and removal, and the staff's view of a sealed file.
import { defineDomain } from '../../domain';
import { idCardProvider } from './id-card/slot';
import { registerOrderReferences } from '../orders/references';
import { operations } from './contract';
import { documentDir, documentKey, documentRetentionDays } from './knobs';
import { migrations } from './migrations';
import { documentsReference } from './order-references';
import { DocumentError } from './errors';
import { documentRoutes } from './routes';
import { documentStudioRoutes } from './studio-routes';

export const domain = defineDomain({
  name: 'documents',
  operations,
  migrations,
  knobs: [documentKey, documentDir, documentRetentionDays],
  providers: [idCardProvider],
  errors: DocumentError,
  install: (ctx) => registerOrderReferences(ctx, documentsReference),
  routes: documentRoutes,
  studioRoutes: documentStudioRoutes,
});
