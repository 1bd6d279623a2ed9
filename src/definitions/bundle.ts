// All definitions, bundled statically (works in Vite, tsx, vitest and node alike).
// Adding a file under flows/pages or flows/journeys? Import it here: a unit test fails otherwise.
import siteJson from '../../flows/site.json';
import fieldsJson from '../../flows/fields.json';
import messagesJson from '../../flows/messages.json';
import errorsJson from '../../flows/errors.json';
import prepaidSimJson from '../../flows/journeys/prepaid-sim.json';
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
import type { Definitions, ErrorCatalogue, FieldLibrary, Journey, Messages, Page, Site } from './types';

// JSON imports are typed loosely (string instead of literal unions). These files are checked
// against their schemas by `npm run validate` (build) and by tests/unit/definitions, so we
// trust them here rather than ship the AJV compiler to the browser.
const trusted = <T>(json: unknown): T => json as T;

/** Page id (= file base name) -> page. */
const pages: Record<string, Page> = {
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
};

/** Journey id (= file base name) -> journey. */
const journeys: Record<string, Journey> = {
  'prepaid-sim': trusted<Journey>(prepaidSimJson),
};

export const definitions: Definitions = {
  site: trusted<Site>(siteJson),
  fields: trusted<FieldLibrary>(fieldsJson),
  messages: trusted<Messages>(messagesJson),
  errors: trusted<ErrorCatalogue>(errorsJson),
  pages,
  journeys,
};
