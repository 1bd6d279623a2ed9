import type { WidgetFlow } from '../flow-types';

/** Passive in a journey step: it only shows something (its own forms, if any, are tested by hand). */
export const flow: WidgetFlow = {};
