// Writes src/definitions/generated/start-set.json: what the browser's start set (src/definitions/
// start-set.ts) takes from the definitions besides the files it imports whole. Error entries only
// open after a call fails, order types are only read by the server, and the live set from
// /api/definitions replaces the start set within the first second: so the start set carries only
// the generic error entry and no order types, plus the digest of the full set this build validated.
// `--check`: exit 1 if stale.
import { resolve } from 'node:path';
import { readDefinitions } from '../src/definitions/load-node';
import { setDigest } from '../src/definitions/set-digest';
import { GENERIC_ERROR } from '../src/runtime/definition-model';
import { writeGenerated } from './generated-file';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'src/definitions/generated/start-set.json');
const { raw, parseIssues } = readDefinitions(root);
if (parseIssues.length > 0) throw new Error(`flows/ has files that are not JSON: ${parseIssues.map((i) => i.file).join(', ')}`);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const errors = isRecord(raw.errors) && isRecord(raw.errors.errors) ? raw.errors : null;
const orderTypes = isRecord(raw.orderTypes) ? raw.orderTypes : null;
const generic = errors && isRecord(errors.errors) ? errors.errors[GENERIC_ERROR] : undefined;
if (!errors || !orderTypes || generic === undefined) throw new Error(`flows/errors.json needs the generic entry ${GENERIC_ERROR}; flows/orderTypes.json must exist`);

const startSet = {
  digest: setDigest(raw),
  errors: { ...errors, errors: { [GENERIC_ERROR]: generic } },
  orderTypes: { ...orderTypes, orderTypes: {} },
};
const text = `${JSON.stringify(startSet, null, 2)}\n`;

writeGenerated(out, text, 'npm run build:start-set', `wrote the start set (full set digest ${startSet.digest})`);
