import type { WidgetFlow } from '../flow-types';

/** Passive in a journey step: it only shows something. */
export const flow: WidgetFlow = {};
