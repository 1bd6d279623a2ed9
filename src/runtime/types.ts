/**
 * The definition shapes of docs/contracts.md as the runtime reads them.
 * Structural on purpose: the definitions layer's generated types must be assignable to these.
 */
import type { RulesLogic } from 'json-logic-js';
import type { ActionName, GuardName, WidgetName } from './names';

export type Lang = 'id' | 'en';
/** Every user-visible text of a definition: Indonesian default plus English. */
export interface Text { id: string; en: string }

export interface Layout { nav: boolean; footer: boolean }

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One action invocation: `{ "do": "navigate", "to": "/order" }`. */
export interface ActionSpec {
  do: ActionName;
  [arg: string]: JsonValue | undefined;
}

export interface Block { widget: WidgetName; props?: Record<string, JsonValue> }

export interface Screen {
  id: string;
  path: string;
  aliases?: string[];
  params?: string[];
  title?: Text;
  layout?: Layout;
  guard?: GuardName;
  entryActions?: ActionSpec[];
  blocks: Block[];
  texts?: Record<string, Text>;
}

export interface PageDef extends Screen { version: number; kind: 'page' }

export interface NextEntry { to: string; when?: RulesLogic }

export interface StepDef extends Screen {
  cartStep?: number;
  next?: NextEntry[];
  terminal?: boolean;
  submit?: { action: ActionName; onError?: Record<string, ActionSpec> };
  blockedMessage?: Text;
}

export interface JourneyDef {
  id: string;
  version: number;
  kind: 'journey';
  journey: string;
  orderType: string;
  productType: string;
  entry: { path: string; actions?: ActionSpec[]; goto: string };
  steps: StepDef[];
}

export interface NavItem { id: string; label: Text; to?: string; href?: string; external?: boolean; children?: NavItem[] }

export interface PaymentMethodDef {
  code: string;
  group: string;
  label: Text;
  kind: 'va' | 'link' | 'qr' | 'card';
  bank?: string;
  next: string;
  askPhone: boolean;
  enabled: boolean;
  logo?: string;
}

export interface SiteConstants {
  securityDeposit: number; sameDayCutoff: string; timezone: string;
  toastMs: number; debounceMs: number; trackingDelayMs: number; mobileBreakpoint: number;
  sessionKey: string; utmCookie: string; utmCookieDays: number;
  purchasedCookie: string; purchasedCookieDays: number; sharedBankCode: string;
  numberReservationMinutes: number; paymentExpiryMinutes: number;
}

export interface SiteDef {
  version: number;
  languages: string[];
  defaultLanguage: string;
  constants: SiteConstants;
  nav: NavItem[];
  chat: { label: Text; href: string };
  footer: { columns: { title: Text; links: { label: Text; to?: string; href?: string }[] }[]; copyright: Text };
  cartSteps: { id: number; label: Text }[];
  paymentGroups: { id: string; label: Text }[];
  paymentMethods: PaymentMethodDef[];
  redirects: { from: string; to: string }[];
}

export interface ErrorEntry { title: Text; text: Text; button: { label: Text; action: ActionSpec } }

export interface FieldDef {
  label: Text;
  placeholder?: Text;
  hint?: Text;
  widget: string;
  inputMode?: string;
  required?: boolean;
  sameAs?: string | null;
}

/** What the runtime needs of `definitions` from src/definitions/bundle.ts. */
export interface Definitions {
  site: SiteDef;
  /** By id. */
  pages: Record<string, PageDef>;
  journeys: Record<string, JourneyDef>;
  errors: { errors: Record<string, ErrorEntry> };
  messages: { validation: Record<string, Text>; ui: Record<string, Text> };
  fields: { fields: Record<string, FieldDef> };
}
