import { defineWidget, requireChoice } from '../../../definitions/widget-meta';
import { sourceProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'cityPicker',
  description: "Delivery city from a data source; writes { id, name, coverageId, coverageType } to its bound path.",
  serverRender: true,
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {source: sourceProp},
    required: ['source']
  },
  complete: requireChoice('city.required'),
  // Measured on a 375 px phone with the seeded catalogue: the block's usual height.
  skeleton: { height: 115 },
  // Its source is read with no input on mount: the read starts with the route's code.
  prefetch: true,
});
