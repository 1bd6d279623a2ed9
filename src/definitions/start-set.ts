// The browser's start set: the definitions it paints with before the live set from /api/definitions
// arrives (src/state/definitions-model.ts). Every file it needs to render any screen is imported
// whole; the error catalogue is cut to its generic entry and the order types left out (both written
// by scripts/gen-start-set.ts at build time), which keeps about 5 KB gzip off every first load.
// Adding a file under flows/pages or flows/journeys? Import it here: a unit test fails otherwise.
import siteJson from '../../flows/site.json';
import fieldsJson from '../../flows/fields.json';
import messagesJson from '../../flows/messages.json';
import prepaidSimJson from '../../flows/journeys/prepaid-sim.json';
import postpaidSimJson from '../../flows/journeys/postpaid-sim.json';
import homeJson from '../../flows/pages/home.json';
import trackJson from '../../flows/pages/track.json';
import notFoundJson from '../../flows/pages/not-found.json';
import paymentJson from '../../flows/pages/payment.json';
import paymentPhoneJson from '../../flows/pages/payment-phone.json';
import gopayQrJson from '../../flows/pages/gopay-qr.json';
import paymentLinkJson from '../../flows/pages/payment-link.json';
import vaLinkJson from '../../flows/pages/va-link.json';
import thankyouJson from '../../flows/pages/thankyou.json';
import commonFailedJson from '../../flows/pages/common-failed.json';
import retrypayJson from '../../flows/pages/retrypay.json';
import paymentStaticJson from '../../flows/pages/payment-static.json';
import purchaseLimitJson from '../../flows/pages/purchase-limit.json';
import promosJson from '../../flows/pages/promos.json';
import promoJson from '../../flows/pages/promo.json';
import cameraJson from '../../flows/pages/camera.json';
import activateJson from '../../flows/pages/activate.json';
import retailsJson from '../../flows/pages/retails.json';
import generated from './generated/start-set.json';
import type { RawDefinitions } from './raw';
import { setDigest } from './set-digest';
import type { Definitions, ErrorCatalogue, FieldLibrary, Journey, Messages, OrderTypes, Page, Site } from './types';

// JSON imports are typed loosely (string instead of literal unions). These files are checked
// against their schemas by `npm run validate` (build) and by tests/unit/definitions, so we
// trust them here rather than ship the AJV compiler to the browser.
const trusted = <T>(json: unknown): T => json as T;

/** Page id (= file base name) -> page. */
export const pages: Record<string, Page> = {
  home: trusted<Page>(homeJson),
  track: trusted<Page>(trackJson),
  'not-found': trusted<Page>(notFoundJson),
  payment: trusted<Page>(paymentJson),
  'payment-phone': trusted<Page>(paymentPhoneJson),
  'gopay-qr': trusted<Page>(gopayQrJson),
  'payment-link': trusted<Page>(paymentLinkJson),
  'va-link': trusted<Page>(vaLinkJson),
  thankyou: trusted<Page>(thankyouJson),
  'common-failed': trusted<Page>(commonFailedJson),
  retrypay: trusted<Page>(retrypayJson),
  'payment-static': trusted<Page>(paymentStaticJson),
  'purchase-limit': trusted<Page>(purchaseLimitJson),
  promos: trusted<Page>(promosJson),
  promo: trusted<Page>(promoJson),
  camera: trusted<Page>(cameraJson),
  activate: trusted<Page>(activateJson),
  retails: trusted<Page>(retailsJson),
};

/** Journey id (= file base name) -> journey. */
export const journeys: Record<string, Journey> = {
  'prepaid-sim': trusted<Journey>(prepaidSimJson),
  'postpaid-sim': trusted<Journey>(postpaidSimJson),
};

export const site = trusted<Site>(siteJson);
export const fields = trusted<FieldLibrary>(fieldsJson);
export const messages = trusted<Messages>(messagesJson);

export const startSet: Definitions = {
  site, fields, messages, pages, journeys,
  errors: trusted<ErrorCatalogue>(generated.errors),
  orderTypes: trusted<OrderTypes>(generated.orderTypes),
};

/** The digest (set-digest.ts) of the full set this build validated: a fetched set with it needs no re-check. */
export const SHIPPED_DIGEST: string = generated.digest;

/** The fetched set when it is the one this build validated (same digest), typed; else null (check it first). */
export function asShipped(raw: RawDefinitions): Definitions | null {
  return setDigest(raw) === SHIPPED_DIGEST ? trusted<Definitions>(raw) : null;
}
