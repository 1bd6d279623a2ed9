import { defineWidget } from '../../../definitions/widget-meta';
import { noProps } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'services',
  description: "Home services section, loaded lazily below the fold (content: service).",
  serverRender: true,
  bind: 'none',
  chunk: 'home',
  props: noProps,
});
