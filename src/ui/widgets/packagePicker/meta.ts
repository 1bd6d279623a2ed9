import { defineWidget, requireChoice } from '../../../definitions/widget-meta';
import { ruleProp, sourceProp } from '../prop-schemas';

export const meta = defineWidget({
  name: 'packagePicker',
  description: "Package choice from a data source; the first bonus (child) package is preselected as the effective package (A22); a link's package or the default package of a setting is chosen on arrival; a ribbon marks a package a setting names; a language change renames the chosen package. Writes { id, parentId, bonusId, name, price, old_price, img }.",
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      source: sourceProp,
      defaults: {...sourceProp, description: 'A source read for the rules as input.defaults (e.g. the tactical setting with the default package).'},
      ribbons: {...sourceProp, description: 'A source read for the ribbon rule as input.ribbons (e.g. the custom ribbon setting).'},
      choose: {...ruleProp, description: 'The package id to choose on arrival even over an earlier choice (e.g. the package of the link that opened the page); null for none.'},
      preselect: {...ruleProp, description: 'The package id to choose when none is chosen yet (e.g. input.defaults.package_id).'},
      ribbon: {...ruleProp, description: 'The ribbon text of input.package (input.ribbons holds the ribbons source); empty for none.'}
    },
    required: ['source']
  },
  complete: requireChoice('package.required'),
});
