// Identity documents: the customer's upload and removal, and the staff's view of a sealed file.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { DocumentError } from './errors';
import { documentRoutes } from './routes';
import { documentStudioRoutes } from './studio-routes';

export const domain = defineDomain({ name: 'documents', operations, errors: DocumentError, routes: documentRoutes, studioRoutes: documentStudioRoutes });
