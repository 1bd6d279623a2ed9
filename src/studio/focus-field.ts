// Moving to a field of the open form (an issue's "go to field", the journey map's "Edit"): the field may
// lie in a collapsed entry or list item (collapsed-entries.ts), which is opened first.
import { fieldDomId } from './field-label';

/** Opens what hides the field at a pointer (collapsed entries and items), so that it can be focused. */
export type Reveal = (pointer: string) => void;

function focusNow(pointer: string): boolean {
  const field = document.getElementById(fieldDomId(pointer));
  if (!field) return false;
  field.scrollIntoView({ behavior: 'smooth', block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/** Focuses the field; one inside a collapsed entry is revealed first and focused once it is drawn. */
export function focusField(pointer: string, reveal?: Reveal): void {
  if (focusNow(pointer) || !reveal) return;
  reveal(pointer);
  requestAnimationFrame(() => requestAnimationFrame(() => { focusNow(pointer); }));
}
