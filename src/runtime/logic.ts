/** JSON Logic over the state snapshot (src/definitions/logic.ts registers the shop's operators). */
export { applyRule, applyTemplate, holds, isRule } from '../definitions/logic';
