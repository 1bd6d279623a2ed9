/**
 * Checks of what a screen declares about time: its expiries (instants as JSON Logic), its timers
 * and its polls (names unique on the screen, sources that exist, rules over declared state, a store
 * that can be written, targets that lead somewhere, exactly one outcome each).
 */
import { checkActions, checkRule, checkTarget, checkTemplate, type Checker } from './lint-refs';
import { writeProblem, type RefContext } from './lint-scope';
import { escapePointer } from './logic';
import type { Screen } from './types';

type TimedScreen = Pick<Screen, 'timers' | 'expiries' | 'polls'> & { blocks?: Pick<Screen['blocks'][number], 'timers'>[] };
interface Outcome { to?: string; actions?: Screen['entryActions'] }

/** The names `time.<name>` may read on this screen. */
export const expiryNames = (screen: TimedScreen): ReadonlySet<string> => new Set(Object.keys(screen.expiries ?? {}));

/** The rule context of a screen's own rules: `time.<name>` reads its expiries. */
export const screenContext = (screen: TimedScreen, ctx: RefContext): RefContext => ({ ...ctx, expiries: expiryNames(screen) });

/** Whether the screen moves on by itself (a timer or a poll leads on): a step with one needs no next rule. */
export const movesByItself = (screen: TimedScreen): boolean =>
  (screen.timers?.length ?? 0) > 0 || (screen.polls?.length ?? 0) > 0 || (screen.blocks ?? []).some((b) => (b.timers?.length ?? 0) > 0);

function checkOutcome(c: Checker, file: string, pointer: string, outcome: Outcome, ctx: RefContext, what: string): void {
  if ((outcome.to === undefined) === (outcome.actions === undefined)) c.error(file, pointer, `${what} needs exactly one of 'to' or 'actions'`);
  if (outcome.to !== undefined) checkTarget(c, file, `${pointer}/to`, outcome.to, ctx);
  checkActions(c, file, `${pointer}/actions`, outcome.actions, ctx);
}

export function checkScreenTime(c: Checker, file: string, base: string, screen: TimedScreen, outer: RefContext): void {
  const ctx = screenContext(screen, outer);
  for (const [name, expiry] of Object.entries(screen.expiries ?? {})) {
    // An instant read from the state, not from another expiry.
    checkRule(c, file, `${base}/expiries/${escapePointer(name)}/at`, expiry.at, outer);
  }
  const ids = new Set<string>();
  const named = (pointer: string, id: string): void => {
    if (ids.has(id)) c.error(file, pointer, `'${id}' names another timer or poll of the screen`);
    ids.add(id);
  };
  // The screen's timers, then its blocks' (one clock, one set of names).
  const timers = [
    ...(screen.timers ?? []).map((timer, i) => ({ timer, at: `${base}/timers/${i}` })),
    ...(screen.blocks ?? []).flatMap((b, k) => (b.timers ?? []).map((timer, i) => ({ timer, at: `${base}/blocks/${k}/timers/${i}` }))),
  ];
  for (const { timer, at } of timers) {
    named(`${at}/id`, timer.id);
    if (typeof timer.after !== 'string') checkRule(c, file, `${at}/after/at`, timer.after.at, ctx);
    checkOutcome(c, file, at, timer, ctx, `timer '${timer.id}'`);
  }
  (screen.polls ?? []).forEach((poll, i) => {
    const at = `${base}/polls/${i}`;
    named(`${at}/id`, poll.id);
    if (!c.scope.sources.has(poll.source)) c.error(file, `${at}/source`, `source '${poll.source}' is not in site.json sources`);
    if (poll.input !== undefined) checkTemplate(c, file, `${at}/input`, poll.input, ctx);
    if (poll.store !== undefined) {
      const problem = writeProblem(c.scope, poll.store);
      if (problem) c.error(file, `${at}/store`, problem);
    }
    // The answer is the rule's input.
    checkRule(c, file, `${at}/until`, poll.until, { ...ctx, input: true });
    checkOutcome(c, file, at, poll, ctx, `poll '${poll.id}'`);
    if (poll.timeout !== undefined) {
      if (poll.for === undefined) c.error(file, `${at}/timeout`, `poll '${poll.id}' has a timeout but no time limit ('for')`);
      checkOutcome(c, file, `${at}/timeout`, poll.timeout, ctx, `the timeout of poll '${poll.id}'`);
    }
  });
}
