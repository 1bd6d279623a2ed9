import type { WidgetFlow } from '../flow-types';

/** Used on its own page only: its form, results and errors are tested by hand (tests/e2e/activation.spec.ts). */
export const flow: WidgetFlow = {};
