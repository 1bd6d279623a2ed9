import { defineWidget, requireChoice } from '../../../definitions/widget-meta';
import { sourceProp } from '../prop-schemas';

export const meta = defineWidget({
  name: 'packagePicker',
  description: "Package choice from a data source; the first bonus (child) package is preselected as the effective package (A22). Writes { id, parentId, bonusId, name, price, old_price, img }.",
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {source: sourceProp},
    required: ['source']
  },
  complete: requireChoice('package.required'),
});
