// Shared by the unit tests of tests/unit/definitions, tests/unit/runtime and tests/unit/state.
import { resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { definitions } from '../../../src/definitions/bundle';
import { conventionalFiles } from '../../../src/definitions/files';
import { lintDefinitions } from '../../../src/definitions/lint';
import { validateDefinitions } from '../../../src/definitions/validate';
import type { RawDefinitions } from '../../../src/definitions/raw';
import type { Action, Block, Definitions, Field, Issue, Journey, NextRule, Page, Step } from '../../../src/definitions/types';

export const ROOT = resolve(import.meta.dirname, '../../..');

export const JOURNEY_FILE = 'flows/journeys/prepaid-sim.json';
export const SITE_FILE = 'flows/site.json';
export const FIELDS_FILE = 'flows/fields.json';

/** A deep, freely mutable copy of the shipped definitions. */
export const copyDefinitions = (): Definitions => structuredClone(definitions);

export function schemaIssues(defs: Definitions | RawDefinitions): Issue[] {
  return validateDefinitions(defs, conventionalFiles(defs)).issues;
}

export const lintErrors = (defs: Definitions): Issue[] => lintDefinitions(defs).errors;
export const lintWarnings = (defs: Definitions): Issue[] => lintDefinitions(defs).warnings;

export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} missing`);
  return value;
}

export const prepaidOf = (defs: Definitions): Journey => must(defs.journeys['prepaid-sim'], 'journey prepaid-sim');
export const pageOf = (defs: Definitions, id: string): Page => must(defs.pages[id], `page ${id}`);
export const fieldOf = (defs: Definitions, name: string): Field => must(defs.fields.fields[name], `field ${name}`);

/** The prepaid journey's step by index (0: order, 1: recipient). */
export const stepOf = (defs: Definitions, index: number): Step => must(prepaidOf(defs).steps[index], `step ${index}`);
export const blockOf = (screen: Page | Step, index: number): Block => must(screen.blocks[index], `block ${index}`);

/** Loosely typed access, for breaking a definition in ways its type forbids. */
export const loose = (value: object): Record<string, unknown> => value as Record<string, unknown>;

/** The k-th next rule of the prepaid step at `index`. */
export const nextOf = (defs: Definitions, index: number, k = 0): NextRule => must(stepOf(defs, index).next?.[k], `next ${index}/${k}`);
/** The submit call of the prepaid recipient step (orders.create). */
export const orderCall = (defs: Definitions): Action => must(stepOf(defs, 1).submit?.[0], 'orders.create call');
/** The call's own error handlers (code -> action). */
export const orderHandlers = (defs: Definitions): NonNullable<Action['onError']> => must(orderCall(defs).onError, 'orders.create onError');
/** The availability check the prepaid number picker runs (numbers.status). */
export const numberCheck = (defs: Definitions): Action => must((blockOf(stepOf(defs, 0), 2).props?.check as Action[] | undefined)?.[0], 'numbers.status check');

/** An order type's payload schema compiled with the options the server uses (src/server/domains/orders/payload.ts). */
export function serverPayloadValidator(payload: object): ValidateFunction {
  const ajv = addFormats(new Ajv({ allErrors: false, strict: false, coerceTypes: false, useDefaults: false, allowUnionTypes: true }), ['date', 'time', 'date-time', 'email', 'uri']);
  return ajv.compile(payload);
}
