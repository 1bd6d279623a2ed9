import { defineWidget, requireChoice } from '../../../definitions/widget-meta';
import { ruleProp, sourceProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'packagePicker',
  description: "Package choice from a data source; the first bonus (child) package is preselected as the effective package (A22); a link's package or the default package of a setting is chosen on arrival; a ribbon marks a package a setting names; a language change renames the chosen package. Postpaid options: a best-deal marker on the `bestDeal` package ids; the monthly-bill discount image, where a package's monthly discount is its old price minus its price and the image is the `discount.image` pattern with {tier} = the highest of `discount.tiers` not above it and {lang} = the page's language; a package's security deposit (A45) is shown on its card when above 0. Writes { id, parentId, bonusId, name, price, old_price, img, deposit }.",
  serverRender: true,
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
      ribbon: {...ruleProp, description: 'The ribbon text of input.package (input.ribbons holds the ribbons source); empty for none.'},
      bestDeal: {type: 'array', maxItems: 50, uniqueItems: true, items: {type: 'integer', minimum: 1}, description: 'Package ids marked best deal (ui text package.bestDeal).'},
      discount: {
        type: 'object', additionalProperties: false, required: ['tiers', 'image'],
        description: 'Monthly-bill discount image: the tier is the highest of tiers <= old price - price; image is a path with {tier}, and {lang} (id or en) where the image has words.',
        properties: {
          tiers: {type: 'array', minItems: 1, maxItems: 20, uniqueItems: true, items: {type: 'integer', minimum: 0}},
          image: {type: 'string', pattern: '^/.*\\{tier\\}'}
        }
      }
    },
    required: ['source']
  },
  complete: requireChoice('package.required'),
  arrive: () => import('./arrival').then((m) => m.packageArrival),
  // Measured on a 375 px phone with the seeded catalogue: the block's usual height.
  skeleton: { height: 604 },
  // Its source, its defaults and its ribbons are read with no input on mount: the reads start with the route's code.
  prefetch: true,
  prefetchAlso: ['defaults', 'ribbons'],
});
