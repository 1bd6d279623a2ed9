// Content documents are checked against flows/schema/content before the API hands them out: a
// document an editor broke in hosted Sanity (which does not run these schemas) is skipped, not a 500.
import Ajv, { type ValidateFunction } from 'ajv';
import { textSchema } from '../../definitions/schemas';
import type { ContentType } from './content-types';
import * as schemas from './schemas';

const ajv = new Ajv({ strict: false, allErrors: false });
ajv.addSchema(textSchema);
const validators = new Map<ContentType, ValidateFunction>();

function validator(type: ContentType): ValidateFunction {
  let v = validators.get(type);
  if (!v) {
    v = ajv.compile(schemas[`${type}Schema`]);
    validators.set(type, v);
  }
  return v;
}

export interface Logger { warn(obj: object, msg: string): void }

/** Keeps the documents valid for their type; logs the others. */
export function validDocs<T>(type: ContentType, docs: unknown, log?: Logger): T[] {
  if (!Array.isArray(docs)) return [];
  const v = validator(type);
  return docs.filter((d): d is T => {
    if (v(d)) return true;
    log?.warn({ type, id: typeof d === 'object' && d !== null && '_id' in d ? d._id : undefined, errors: v.errors?.slice(0, 3) }, 'invalid content document skipped');
    return false;
  });
}

export function contentErrors(type: ContentType, doc: unknown): string[] {
  const v = validator(type);
  return v(doc) ? [] : (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
