import { defineWidget } from '../../../definitions/widget-meta';
import { linkProp, notFoundProp, sourceProp, templateProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'thankYou',
  description: "An order's result as the server tells it (paid, waiting, failed, expired, unknown): `source` reads the order when `input` has its email (recap), else `statusSource` reads its payment; links to track, resume/retry, reorder and home; a pick-up's store and what to bring; a postpaid order's activation (within `postpaidActivationHours`); the purchase event once per paid order.",
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      source: { ...sourceProp, description: 'The order by input.orderCode and input.email.' },
      input: templateProp,
      statusSource: { ...sourceProp, description: "The order's latest payment by statusInput.orderCode, when no email is known." },
      statusInput: templateProp,
      track: linkProp,
      retry: { ...linkProp, description: 'A new payment for the order (failed, expired; waiting when it is not this visit\u2019s order).' },
      reorder: linkProp,
      home: linkProp,
      notFound: notFoundProp,
      activate: { ...linkProp, description: 'A paid postpaid order: the activation page for it (the email filled from this visit, never in the URL).' }
    },
    required: ['source', 'input', 'statusSource', 'statusInput', 'track', 'retry', 'reorder', 'home']
  },
});
