import type { WidgetFlow } from '../../../definitions/widget-flow';

/** Passive: it only shows the order found. */
export const flow: WidgetFlow = {};
