/**
 * The input of the number list's reads, shared by the widget and its meta (which prefetches the first
 * page before the widget mounts): both must build the same request, or the prefetch is read again.
 */
import { applyTemplate } from '../../../runtime/logic';
import type { JsonValue } from '../../../runtime/types';

/** Numbers per page of the regular list. */
export const PAGE = 12;

const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The block's own input (e.g. the package of a vanity list), its `input` template over the snapshot. */
export function blockInput(template: JsonValue | undefined, snapshot: object): Record<string, JsonValue> {
  const base = template === undefined ? {} : applyTemplate(template, snapshot);
  return isRecord(base) ? base : {};
}

/** A page of the regular list: what the customer typed (none: every number) from `offset`. */
export function regularListInput(block: Record<string, JsonValue>, query: string, offset: number): JsonValue {
  return { ...block, query: query || null, limit: PAGE, offset };
}
