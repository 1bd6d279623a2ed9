// What a person types or pastes into a field, as the field keeps it. Numbers are written with
// separators ("0815-1234-5678", "+62 815 1234 5678", "3174 0117 0890 0123"): in a field whose input
// mode is digits (numeric, tel) they are dropped as they are typed, so the value is checked and sent
// as digits and a well-formed number is never refused for its spacing.
import type { Field } from './types';

const DIGIT_MODES: ReadonlySet<string> = new Set(['numeric', 'tel']);
/** Spaces, dashes, dots, slashes and brackets; a + only where an international number starts. */
const SEPARATORS = /[\s\-./()]|^\+/gu;

/** A field whose values are digits only (its pattern says which). */
export const holdsDigits = (field: Pick<Field, 'inputMode'>): boolean => DIGIT_MODES.has(field.inputMode);

/** The entry as the field keeps it: separators dropped from a digits field, anything else as typed. */
export function fieldEntry(field: Pick<Field, 'inputMode'>, typed: string): string {
  return holdsDigits(field) ? typed.replace(SEPARATORS, '') : typed;
}
