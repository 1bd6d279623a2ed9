/**
 * Where the focus goes after a submit found a problem: the first wrong field, else the first block
 * missing a choice (a city, a number, an area), so a keyboard or screen-reader user starts there.
 *
 * A field by name. A submit can come before the field is drawn (its widget's code still on its way,
 * the screen showing the widget's skeleton): the request then waits for the field to appear, so the first
 * wrong field still takes the focus. A new screen forgets it.
 */
let pending: string | null = null;

const fieldElement = (name: string): HTMLElement | null => document.querySelector<HTMLElement>(`[data-testid="field-${CSS.escape(name)}"]`);

export function focusField(name: string): void {
  const element = fieldElement(name);
  pending = element ? null : name;
  element?.focus();
}

/** A field was drawn: it takes the focus when a submit asked for it before. */
export function fieldDrawn(name: string): void {
  if (pending !== name) return;
  const element = fieldElement(name);
  if (!element) return;
  pending = null;
  element.focus();
}

export function forgetPendingFocus(): void {
  pending = null;
}

/** The first control of the first block marked missing under `root` (blocks are marked as they render). */
export function focusFirstMissingBlock(root: HTMLElement | null): void {
  const first = root?.querySelector('.block--missing');
  first?.querySelector<HTMLElement>('select:not([disabled]), input:not([disabled]), button:not([disabled]), [tabindex="0"]')?.focus();
}
