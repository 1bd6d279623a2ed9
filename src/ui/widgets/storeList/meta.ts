import { defineWidget } from '../../../definitions/widget-meta';
import { propsOf, sourceProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'storeList',
  description: 'The retail stores with address and opening hours, searched by city (debounced, on the server): cards on a phone, '
    + 'a table from the 768 px breakpoint. The source reads input.city.',
  bind: 'none',
  props: propsOf({ source: sourceProp }, ['source'] as const),
});
