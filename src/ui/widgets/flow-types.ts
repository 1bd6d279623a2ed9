/**
 * What a widget module's flow.ts gives the generated flow tests (tests/e2e/flow-support): how to
 * satisfy the widget on a step, as a customer would. A widget that only shows something is passive.
 * Only the Playwright runner loads flow files; the shop never imports them.
 */
import type { Page } from '@playwright/test';

export interface FlowField { name: string; valid: string; sameAs: string | null; widget: string }

export interface WidgetFlowContext {
  page: Page;
  props: Record<string, unknown>;
  /** The step's fields (name, a valid example, what it must equal, its renderer family). */
  fields: FlowField[];
}

export interface WidgetFlow {
  /** Absent: the widget needs nothing from the customer. */
  satisfy?(ctx: WidgetFlowContext): Promise<void>;
}
