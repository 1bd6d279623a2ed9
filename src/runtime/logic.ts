/** JSON Logic conditions over the state snapshot (never executable strings). */
import jsonLogic, { type RulesLogic } from 'json-logic-js';

/** True when the rule holds for the snapshot; a missing rule always holds. */
export function holds(rule: RulesLogic | undefined, snapshot: object): boolean {
  if (rule === undefined || rule === null) return true;
  return jsonLogic.truthy(jsonLogic.apply(rule, snapshot));
}
