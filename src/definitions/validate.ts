// Schema validation of every definition file with AJV (compiler: node, build, tests, server —
// never the browser bundle, which must run without unsafe-eval).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import textSchema from '../../flows/schema/text.schema.json';
import actionSchema from '../../flows/schema/action.schema.json';
import screenSchema from '../../flows/schema/screen.schema.json';
import pageSchema from '../../flows/schema/page.schema.json';
import journeySchema from '../../flows/schema/journey.schema.json';
import siteSchema from '../../flows/schema/site.schema.json';
import fieldsSchema from '../../flows/schema/fields.schema.json';
import messagesSchema from '../../flows/schema/messages.schema.json';
import errorsSchema from '../../flows/schema/errors.schema.json';
import orderTypesSchema from '../../flows/schema/orderTypes.schema.json';
import { SINGLE_KINDS } from './kinds';
import { schemaId, type SchemaKind } from './schema-kinds';
import type { DefinitionFiles } from './files';
import type { RawDefinitions } from './raw';
import type { Definitions, Issue } from './types';
import { addStudioKeywords } from './studio-keywords';

const SCHEMAS: Record<SchemaKind, object> = {
  text: textSchema, action: actionSchema, screen: screenSchema, page: pageSchema, journey: journeySchema,
  site: siteSchema, fields: fieldsSchema, messages: messagesSchema, errors: errorsSchema, orderTypes: orderTypesSchema,
};

/** One AJV instance holding every schema, so relative $refs ("text.schema.json") resolve. */
export function createDefinitionsAjv(): Ajv {
  const ajv = addStudioKeywords(new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }));
  for (const schema of Object.values(SCHEMAS)) ajv.addSchema(schema);
  return ajv;
}

let shared: Ajv | undefined;
export function getValidator(kind: SchemaKind): ValidateFunction {
  shared ??= createDefinitionsAjv();
  const validate = shared.getSchema(schemaId(kind));
  if (!validate) throw new Error(`schema ${kind} is not registered`);
  return validate;
}

/** AJV's message, with the detail AJV keeps in params (which property, which values). */
export function humanMessage(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  let message = error.message ?? `fails ${error.keyword}`;
  if (error.keyword === 'additionalProperties') message += ` '${String(p.additionalProperty)}'`;
  if (error.keyword === 'enum' && Array.isArray(p.allowedValues)) message += `: ${p.allowedValues.map(String).join(', ')}`;
  if (error.keyword === 'const') message += ` ${JSON.stringify(p.allowedValue)}`;
  if (error.propertyName !== undefined) message = `property name '${error.propertyName}' ${message}`;
  return message;
}

export function issuesFromAjv(file: string, errors: ErrorObject[] | null | undefined): Issue[] {
  return (errors ?? [])
    // propertyNames adds a summary error after the specific one; the specific one is enough.
    .filter((e) => e.keyword !== 'propertyNames')
    .map((e) => ({ file, pointer: e.instancePath, message: humanMessage(e) }));
}

export function validateOne(kind: SchemaKind, file: string, data: unknown): Issue[] {
  const validate = getValidator(kind);
  return validate(data) ? [] : issuesFromAjv(file, validate.errors);
}

export type ValidationResult = { ok: true; definitions: Definitions; issues: [] } | { ok: false; issues: Issue[] };

/** Validates every file against its schema; on success the same objects come back typed. */
export function validateDefinitions(raw: RawDefinitions, files: DefinitionFiles): ValidationResult {
  const fileOf = (map: Record<string, string>, id: string, dir: string): string => map[id] ?? `flows/${dir}/${id}.json`;
  const issues: Issue[] = [
    ...SINGLE_KINDS.flatMap((kind) => validateOne(kind, files[kind], raw[kind])),
    ...Object.entries(raw.pages).flatMap(([id, page]) => validateOne('page', fileOf(files.pages, id, 'pages'), page)),
    ...Object.entries(raw.journeys).flatMap(([id, j]) => validateOne('journey', fileOf(files.journeys, id, 'journeys'), j)),
  ];
  if (issues.length > 0) return { ok: false, issues };
  // Every part passed its schema above, which is exactly what these types describe.
  return { ok: true, issues: [], definitions: raw as Definitions };
}

/**
 * Node-only: every order type's payload schema compiles (the server compiles it to validate each
 * order; a schema that does not compile would refuse every order of the type).
 */
/** Why a payload schema does not compile ('' when it does), by its JSON: compiling takes ~100 ms each. */
const compiled = new Map<string, string>();
const MAX_COMPILED = 200;

function compileError(schema: unknown): string {
  const key = JSON.stringify(schema);
  let error = compiled.get(key);
  if (error !== undefined) return error;
  try {
    new Ajv({ allErrors: false, strict: false, allowUnionTypes: true }).compile(schema as object);
    error = '';
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  if (compiled.size >= MAX_COMPILED) compiled.clear();
  compiled.set(key, error);
  return error;
}

export function orderTypeSchemaIssues(defs: Pick<Definitions, 'orderTypes'>, file: string): Issue[] {
  const issues: Issue[] = [];
  for (const [code, type] of Object.entries(defs.orderTypes.orderTypes)) {
    const error = compileError(type.payload);
    if (error !== '') issues.push({ file, pointer: `/orderTypes/${code}/payload`, message: `the payload schema does not compile: ${error}` });
  }
  return issues;
}
