// The journey map's arrow labels, computed without React so they can be tested: the arrows out of one
// step say only what tells them apart (the parts of their conditions all of them share are dropped),
// a label wraps onto lines instead of being cut, and labels are moved apart until none overlaps
// another. The whole condition stays on each label's tooltip and focus text.
import { isRec } from './is-record';

/** The rule's parts joined by `and` (a rule that is no `and` is one part). */
const partsOf = (rule: unknown): unknown[] => (isRec(rule) && Array.isArray(rule.and) && Object.keys(rule).length === 1 ? rule.and : [rule]);
const key = (v: unknown): string => JSON.stringify(v);

/**
 * The rules of the arrows out of one step, each without the parts every conditional one shares; a rule
 * left with nothing of its own (or alone) stays whole, an absent rule (always, otherwise) stays absent.
 */
export function ownParts(rules: unknown[]): unknown[] {
  const conditional = rules.filter((r) => r !== undefined);
  if (conditional.length < 2) return rules;
  const [first, ...others] = conditional.map((r) => new Set(partsOf(r).map(key)));
  const common = new Set([...(first ?? [])].filter((k) => others.every((s) => s.has(k))));
  return rules.map((r) => {
    if (r === undefined) return r;
    const rest = partsOf(r).filter((p) => !common.has(key(p)));
    if (rest.length === 0) return r;
    return rest.length === 1 ? rest[0] : { and: rest };
  });
}

/** The text on lines of at most `max` characters, broken between words (a longer word has a line of its own). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= max) line = `${line} ${word}`;
    else { lines.push(line); line = word; }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export const CHAR_W = 6.2;
export const LINE_H = 13;
const PAD = 3;
/** Space between two labels moved apart (more than a focused label's outline). */
const GAP = 4;

/** A label's box: centred on x, its first line's top at y. */
export interface LabelBox { x: number; y: number; w: number; h: number; lines: string[] }

const overlap = (a: LabelBox, b: LabelBox): boolean =>
  Math.abs(a.x - b.x) * 2 < a.w + b.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The labels at their anchors, each moved down past any label placed before it that it would cover. */
export function placeLabels(anchors: { x: number; y: number; text: string }[], max: number): LabelBox[] {
  const placed: LabelBox[] = [];
  for (const a of anchors) {
    const lines = wrapWords(a.text, max);
    const w = Math.max(...lines.map((l) => l.length), 1) * CHAR_W + PAD * 2;
    const box: LabelBox = { x: a.x, y: a.y - (lines.length * LINE_H) / 2, w, h: lines.length * LINE_H + PAD, lines };
    for (let hit = placed.find((p) => overlap(p, box)); hit; hit = placed.find((p) => overlap(p, box))) box.y = hit.y + hit.h + GAP;
    placed.push(box);
  }
  return placed;
}
