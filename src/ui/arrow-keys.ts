/**
 * Arrow keys in a tab list or a radio group (WAI-ARIA): Left/Right (and Up/Down in a radio group),
 * Home and End move to another option, focus it and choose it, as a click would. The options are the
 * group's elements with that role, in document order; pair with a roving tabindex (the chosen one 0).
 */
import type { KeyboardEvent } from 'react';

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREV = new Set(['ArrowLeft', 'ArrowUp']);

export function onArrowKeys(e: KeyboardEvent<HTMLElement>, role: 'tab' | 'radio'): void {
  const vertical = e.key === 'ArrowUp' || e.key === 'ArrowDown';
  if (role === 'tab' && vertical) return;
  if (!NEXT.has(e.key) && !PREV.has(e.key) && e.key !== 'Home' && e.key !== 'End') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(`[role="${role}"]`)];
  const i = items.findIndex((el) => el === document.activeElement);
  if (i < 0 || items.length < 2) return;
  const n = items.length;
  const j = e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : NEXT.has(e.key) ? (i + 1) % n : (i - 1 + n) % n;
  e.preventDefault();
  items[j]?.focus();
  items[j]?.click();
}
