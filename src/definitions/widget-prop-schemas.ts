/**
 * Schema fragments the widget modules' props are made of: each marks what it refers to with `x-ref`
 * (src/definitions/widget-meta.ts), so the lint follows the reference like the runtime does.
 */
export const routeProp = { type: 'string', minLength: 1, 'x-ref': 'route' } as const;
export const sourceProp = { type: 'string', minLength: 1, 'x-ref': 'source' } as const;
export const fieldProp = { type: 'string', minLength: 1, 'x-ref': 'field' } as const;
/** A state path the widget writes (besides its bind): the lint requires a declared state key. */
export const stateProp = { type: 'string', minLength: 1, 'x-ref': 'state' } as const;
/** An operation the widget calls itself (its request shape is the widget's business). */
export const operationProp = { type: 'string', minLength: 1, 'x-ref': 'operation' } as const;
export const uiProp = { type: 'string', minLength: 1, 'x-ref': 'ui' } as const;
/** The name of an expiry the block's screen declares (`expiries`). */
export const expiryProp = { type: 'string', minLength: 1, 'x-ref': 'expiry' } as const;
export const ruleProp = { 'x-ref': 'rule' } as const;
export const templateProp = { type: 'object', 'x-ref': 'template' } as const;
export const actionsProp = { type: 'array', 'x-ref': 'actions', items: { type: 'object' } } as const;
/** `{ to, params? }`: a target and the template of its path parameters. */
export const linkProp = {
  type: 'object', 'x-ref': 'link', additionalProperties: false, required: ['to'],
  properties: { to: { type: 'string', minLength: 1 }, params: { type: 'object' } },
} as const;
/** A text in both languages, written in the definition itself (a heading of one block). */
export const textProp = {
  type: 'object', additionalProperties: false, required: ['id', 'en'],
  properties: { id: { type: 'string', minLength: 1 }, en: { type: 'string', minLength: 1 } },
} as const;
/** A list of fields of fields.json. */
export const fieldsProp = (min: number, max?: number) => ({
  type: 'array', minItems: min, ...(max === undefined ? {} : { maxItems: max }), items: fieldProp,
}) as const;

/** A closed props object. */
export const propsOf = <P extends Record<string, unknown>, R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

/**
 * The waiting screens (VA, QR, link, status): a payment source polled with its input, where paid/failed
 * lead, and, once the payment time ran out, a new payment for the same order (`another`) or a new order (`reorder`).
 */
/** The lookup's error codes that mean 'no such order' (the catalogue's): the screen says so and asking again stops. */
export const notFoundProp = {
  type: 'array', uniqueItems: true, items: { type: 'integer', minimum: 100, maximum: 99999 },
  description: "Error codes of the order's lookup that mean there is no such order: the screen says so, and it is not asked again.",
} as const;

export const waitingProps = propsOf(
  {
    source: sourceProp, input: templateProp, paid: linkProp, failed: linkProp,
    statusSource: { ...sourceProp, description: "Only the payment's status, by statusInput: read instead of `source` when input has no email (a link to another visit's order)." },
    statusInput: templateProp,
    another: { ...linkProp, description: 'After the payment expired, while the order still holds its number: choose another method.' },
    change: { ...linkProp, description: 'While waiting: choose another payment method for the same order (the pending payment is cancelled).' },
    help: {
      type: 'array', description: 'While waiting: where to get help (the operator\u2019s 185 line, the chat), each a label and a tel:, mailto: or https: link.',
      items: {
        type: 'object', additionalProperties: false, required: ['label', 'href'],
        properties: { label: textProp, href: { type: 'string', pattern: '^(https://|tel:|mailto:)' } },
      },
    },
    reorder: { ...linkProp, description: 'After the payment expired: order again.' },
    notFound: notFoundProp,
  },
  ['source', 'input', 'paid', 'failed'] as const,
);

/** A widget that takes no props. */
export const noProps = propsOf({}, [] as const);

/** How a payment is made (the method list and the wallet phone screen share it). */
export const payProps = {
  pay: { ...actionsProp, description: 'Run with input.method to create the payment.' },
  redirect: { ...ruleProp, description: 'After paying: a URL to leave for (a card payment page), else the method page follows.' },
} as const;
