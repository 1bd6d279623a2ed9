/**
 * What a widget module's flow.ts gives the generated flow tests (tests/e2e/flow-support): how to
 * satisfy the widget on a step, as a customer would. A widget that only shows something is passive.
 * Only the Playwright runner loads flow files; the shop never imports them.
 */
import type { APIRequestContext, Page } from '@playwright/test';

export interface FlowField { name: string; valid: string; sameAs: string | null; widget: string }

export interface WidgetFlowContext {
  page: Page;
  props: Record<string, unknown>;
  /** The step's fields (name, a valid example, what it must equal, its renderer family). */
  fields: FlowField[];
  /**
   * Values the block's bound state must take, by path inside it (a body template's branch, e.g. `{ method: 'pickup' }`).
   * A flow that cannot make them throws, so the generated test fails instead of taking another branch.
   */
  want?: Record<string, unknown>;
}

export interface ArrangeContext {
  /** The shop's API, as the browser's visit reaches it. */
  request: APIRequestContext;
  props: Record<string, unknown>;
  /** The names of the fields the form asks for, in order. */
  fields: readonly string[];
  /** One of the block's results (meta.form.results), or the key of an entry of its error context without the context ('404', '40021va'). */
  outcome: string;
}

export interface WidgetFlow {
  /** Absent: the widget needs nothing from the customer. */
  satisfy?(ctx: WidgetFlowContext): Promise<void>;
  /**
   * A page form (meta.form): makes, through the shop's API and the sandbox's documented fixtures, what
   * its calls then answer with `outcome`; answers the values to type, by field name. It throws for an
   * outcome it cannot make, so the generated test fails instead of skipping it.
   */
  arrange?(ctx: ArrangeContext): Promise<Record<string, string>>;
  /** A page form: sends what its fields hold and goes on as far as the block leads (e.g. confirms the order found). */
  submit?(ctx: WidgetFlowContext): Promise<void>;
  /**
   * Goes through what the block is for to its end, with the plan's `choice` (the payment methods: pays with
   * method `choice` on the sandbox's payment page). Only the journey path that reaches the end calls it.
   */
  complete?(ctx: WidgetFlowContext & { choice: string }): Promise<void>;
}
