/**
 * The package chosen on arriving on the screen: the `choose` rule's (a link's package) even over an
 * earlier choice, else, with nothing chosen, the `preselect` rule's (a setting's default package).
 * The rules read input.defaults and input.ribbons (the block's other sources). Pure: the server, the
 * browser before hydrating and the widget on a later arrival all run it.
 */
import type { ArrivalChoice } from '../../../definitions/widget-meta';
import { applyRule } from '../../../runtime/logic';
import type { JsonValue } from '../../../runtime/types';
import { choiceField, choiceOf, isPackage } from './choice';

const idOf = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

export const packageArrival: ArrivalChoice = ({ props, bound, snapshot, answer }) => {
  const read = (prop: string): unknown => (typeof props[prop] === 'string' ? answer(props[prop]) : null);
  const list = read('source');
  const defaults = read('defaults');
  const ribbons = read('ribbons');
  const packages = Array.isArray(list) ? list.filter(isPackage) : [];
  // Not before the list and the defaults are in (a failed read is in, as null).
  if (packages.length === 0 || defaults === undefined) return undefined;
  const now = { ...snapshot, input: { defaults: defaults as JsonValue, ribbons: (ribbons ?? null) as JsonValue } };
  const find = (rule: JsonValue | undefined) => {
    const id = rule === undefined ? null : idOf(applyRule(rule, now));
    return packages.find((p) => p.id === id);
  };
  const parentId = choiceField(bound, 'parentId');
  const linked = find(props.choose);
  if (linked) return linked.id === parentId ? undefined : choiceOf(linked);
  const preset = parentId === null ? find(props.preselect) : undefined;
  return preset ? choiceOf(preset) : undefined;
};
