// Schema keywords for the studio only: annotations, never checks. `x-target` marks a string that names
// a place (a step of the journey, a page of the site, a navigate target) so the studio offers a pick
// list of them instead of a text box. `x-logic` marks a JSON Logic rule (a `condition` that holds or not,
// gets the condition builder; `conditions`, a map of named ones; a `value` worked out), and `x-state` a
// string naming a state path (`path`) or a block declaring state keys (`keys`): the studio reads them,
// so the descriptions beside them are free to speak to ops.
import type Ajv from 'ajv';

export const TARGET_KINDS = ['step', 'step-or-page', 'page', 'navigate'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export function addStudioKeywords(ajv: Ajv): Ajv {
  return ajv.addKeyword({ keyword: 'x-target', schemaType: 'string' })
    .addKeyword({ keyword: 'x-logic', schemaType: 'string' })
    .addKeyword({ keyword: 'x-state', schemaType: 'string' });
}

export const isTargetKind = (v: unknown): v is TargetKind => typeof v === 'string' && (TARGET_KINDS as readonly string[]).includes(v);
