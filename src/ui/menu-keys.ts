/**
 * Arrow keys in the header's menu (the disclosure navigation of WAI-ARIA's practices, with its optional keys):
 * Up and Down go through the entries as they show, top to bottom (a dropdown's links when it is open), so on a
 * phone's vertical menu and in a desktop dropdown alike; Left and Right go to the previous and next top-level
 * entry (a dropdown left closes: it closes when the focus leaves it); Home and End to the first and last
 * top-level entry. Down on a closed dropdown's button opens it first (Header.tsx).
 */
import type { KeyboardEvent } from 'react';

const shown = (el: HTMLElement): boolean => el.getClientRects().length > 0;

/** The entries of the list in order: each item's own link or button, then its dropdown's links when shown. */
function entries(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('a[href], button')].filter(shown);
}

function topLevel(list: HTMLElement): HTMLElement[] {
  return [...list.children].flatMap((item) => {
    const own = item.querySelector<HTMLElement>(':scope > a[href], :scope > button');
    return own ? [own] : [];
  });
}

export function onMenuKeys(e: KeyboardEvent<HTMLElement>): void {
  const list = e.currentTarget;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !list.contains(active)) return;
  let target: HTMLElement | undefined;
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    const all = entries(list);
    const i = all.indexOf(active);
    target = all[e.key === 'ArrowDown' ? Math.min(i + 1, all.length - 1) : Math.max(i - 1, 0)];
  } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'Home' || e.key === 'End') {
    const tops = topLevel(list);
    const n = tops.length;
    const i = tops.findIndex((top) => top.parentElement?.contains(active));
    if (i < 0 || n === 0) return;
    const j = e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : e.key === 'ArrowRight' ? (i + 1) % n : (i - 1 + n) % n;
    target = tops[j];
  } else {
    return;
  }
  e.preventDefault();
  if (target && target !== active) target.focus();
}
