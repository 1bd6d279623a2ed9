import type { WidgetFlow } from '../../../definitions/widget-flow';

/** Passive in a journey step: it only shows something (its own forms, if any, are tested by hand). */
export const flow: WidgetFlow = {};
