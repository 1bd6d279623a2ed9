/**
 * A screen's layout (its definition's `layout`) as the classes the stylesheet reads: the page's own
 * look is chosen in its definition (a wide landing page, plain sections, a title for screen readers
 * only), never by naming a page in the stylesheet.
 */
import type { Layout } from '../runtime/types';

/** The `<main>` element's classes: its width. */
export function mainClass(layout: Layout): string {
  return layout.width === 'wide' ? 'main main--wide' : 'main';
}

/** The screen's classes beside its own: how its blocks stand and whether its title shows. */
export function screenLayoutClass(layout: Layout): string {
  return [layout.blocks === 'plain' ? 'screen--plain' : '', layout.title === 'hidden' ? 'screen--title-hidden' : ''].filter(Boolean).join(' ');
}
