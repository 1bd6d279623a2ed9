import type { WidgetFlow } from '../../../definitions/widget-flow';

/** The camera page asks nothing to render; taking a photo is tested in tests/e2e/documents.spec.ts (fake camera). */
export const flow: WidgetFlow = {};
