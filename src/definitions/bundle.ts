// All definitions as one typed set, read from flows/ on disk (Node only: tests and scripts). The
// browser starts from the shell set (start-set.ts), loads each page and journey with its route, and
// takes a newer published set whole.
import { fileURLToPath } from 'node:url';
import { readDefinitions } from './read-node';
import type { Definitions } from './types';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { raw, parseIssues } = readDefinitions(root);
if (parseIssues.length > 0) throw new Error(`flows/ has files that are not JSON: ${parseIssues.map((i) => i.file).join(', ')}`);

// Checked against their schemas by `npm run validate` and tests/unit/definitions.
export const definitions: Definitions = raw as Definitions;
