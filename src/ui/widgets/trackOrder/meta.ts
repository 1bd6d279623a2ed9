import { defineWidget } from '../../../definitions/widget-meta';
import { fieldProp, linkProp, sourceProp, templateProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'trackOrder',
  description: "Order tracking: order ID + email form (the page is reopened with both as route parameters), then the order's stages (`stages`) with the current one and what comes next, the courier and its tracking number once shipped, and the delivery estimate (looked up at once when both are in the URL, A31; with the ID alone for the visit that placed the order, else the email is asked for). An order that ended unpaid shows why and links to `retry` or `reorder`; `stagesByType` gives an order type its own stages.",
  serverRender: true,
  bind: 'none',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      fields: {
        type: 'array',
        minItems: 2,
        maxItems: 2,
        items: fieldProp
      },
      source: sourceProp,
      input: templateProp,
      stages: {
        type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 },
        description: 'The tracking statuses a customer meets, in order: each shown once, the current one marked, the rest as what comes next.'
      },
      stagesByType: {
        type: 'object', additionalProperties: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
        propertyNames: { pattern: '^[A-Z][A-Z0-9_]{1,31}$' },
        description: 'The stages of an order type whose customer meets others than `stages` (a postpaid activation: requested, then complete), by order type code.'
      },
      retry: { ...linkProp, description: 'An order that ended unpaid but still holds its number: another payment.' },
      reorder: { ...linkProp, description: 'An order that ended unpaid: a new order.' },
      standIns: {
        type: 'object', propertyNames: { pattern: '^[A-Z][A-Z0-9_]*$' },
        additionalProperties: {
          type: 'object', additionalProperties: false, required: ['stage'],
          properties: { stage: { type: 'string', minLength: 1 }, failed: { type: 'boolean' } }
        },
        description: 'Statuses shown as another stage of the list (an order received as placed); `failed`: that stage is shown as failed (a failed payment in the payment\'s place).'
      },
      laterStages: {
        type: 'array', uniqueItems: true, items: { type: 'string', minLength: 1 },
        description: 'Stages after `stages` shown only to orders whose timeline reached one of them (postpaid activation), so other orders keep their list.'
      }
    },
    required: ['fields', 'source', 'input', 'stages']
  },
});
