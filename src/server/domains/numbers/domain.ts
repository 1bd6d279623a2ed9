// Number search (regular, vanity, retail) and availability; this process's number index.
import { defineDomain } from '../../domain';
import { operations } from './contract';
import { NumberError } from './errors';
import { numberRoutes } from './routes';

export const domain = defineDomain({ name: 'numbers', operations, errors: NumberError, routes: numberRoutes });
