import type { WidgetFlow } from '../../../definitions/widget-flow';

/** Passive in a journey step: it only shows something. */
export const flow: WidgetFlow = {};
