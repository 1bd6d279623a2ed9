/**
 * Where the keyboard focus is among a carousel's slides (`data-slide` holds each slide's index), so that
 * the same control takes it again once the slides are drawn anew (the strip swapped for Swiper).
 */
export interface SlideFocus { slide: number; item: number }

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusedInSlide(host: HTMLElement | null): SlideFocus | null {
  const active = document.activeElement;
  if (!host || !(active instanceof HTMLElement) || !host.contains(active)) return null;
  const slide = active.closest<HTMLElement>('[data-slide]');
  if (!slide) return null;
  const item = [...slide.querySelectorAll(FOCUSABLE)].indexOf(active);
  return { slide: Number(slide.dataset.slide), item: Math.max(item, 0) };
}

export function focusInSlide(host: HTMLElement | null, at: SlideFocus): void {
  const slide = host?.querySelector(`[data-slide="${at.slide}"]`);
  const target = slide?.querySelectorAll<HTMLElement>(FOCUSABLE)[at.item] ?? null;
  // Not scrolled: the slide is the one Swiper starts at, where the strip was.
  target?.focus({ preventScroll: true });
}
