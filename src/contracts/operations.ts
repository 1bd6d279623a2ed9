/**
 * Every operation of the shop API by name. Definitions call them by name (`{"do": "call", "op":
 * "orders.create"}`) and name them in data sources; the server registers one route per operation
 * (src/server/http/operation-route.ts); the browser calls them through src/api/operations.ts.
 * A new server call is an entry of its domain's contract.ts (src/server/domains/<name>/), gathered
 * here by scripts/gen-domains.ts, plus its route in that domain.
 */
import { errorEnvelopeSchema } from './common';
import { DOMAIN_OPERATIONS } from './generated/domain-operations';

export const OPERATIONS = DOMAIN_OPERATIONS;

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];
export const isOperationName = (name: string): name is OperationName => Object.prototype.hasOwnProperty.call(OPERATIONS, name);

/** The error envelope every operation answers with on 4xx/5xx. */
export const operationErrorSchema = errorEnvelopeSchema;
