// The visit's server-side session as the browser may read it: the facts the server holds of it.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { visitRoutes } from './routes';

export const domain = defineDomain({ name: 'visit', operations, routes: visitRoutes });
