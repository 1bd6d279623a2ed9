// What a timer's or a poll's arrow on the journey map says: when the timer is due, or which source is
// asked until which condition (and when it gives up), in the studio's language.
import { conditionWords } from './condition-words';
import { isRec } from './is-record';
import { journeyEditorTexts as T } from './journey-editor-texts';

type Lang = 'id' | 'en';

/** How an arrow came about without a next rule: a timer that is due, a poll that ended, or a poll that gave up. */
export type TimeCause =
  | { kind: 'timer'; id: string; after: unknown }
  | { kind: 'poll'; id: string; source: string; until: unknown }
  | { kind: 'timeout'; id: string; source: string; for: string };

const fill = (text: string, ...args: string[]): string => args.reduce((s, a, i) => s.replace(`%${i + 1}`, a), text);

/** The state path an instant rule reads (`{"var": "offer.ends"}`), else the rule as JSON. */
function instantWords(at: unknown): string {
  if (isRec(at) && 'var' in at) {
    const name = Array.isArray(at.var) ? at.var[0] : at.var;
    if (typeof name === 'string') return name;
  }
  return JSON.stringify(at);
}

export function timeWords(cause: TimeCause, lang: Lang): string {
  switch (cause.kind) {
    case 'timer':
      return typeof cause.after === 'string'
        ? fill(T.mapTimerAfter[lang], cause.after)
        : fill(T.mapTimerAt[lang], instantWords(isRec(cause.after) ? cause.after.at : undefined));
    case 'poll': return fill(T.mapPollUntil[lang], cause.source, conditionWords(cause.until, lang));
    case 'timeout': return fill(T.mapPollTimeout[lang], cause.source, cause.for);
  }
}
