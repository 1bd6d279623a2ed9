import { defineWidget } from '../../../definitions/widget-meta';
import { expiryProp, propsOf, textProp } from '../../../definitions/widget-prop-schemas';

export const meta = defineWidget({
  name: 'countdown',
  description: 'The time left until an expiry of its screen (mm:ss at the %s of `running`), and `over` once it has passed; it changes while the page stays open.',
  bind: 'none',
  props: propsOf(
    {
      expiry: { ...expiryProp, description: "The name of one of the screen's expiries." },
      running: { ...textProp, description: 'While it runs; %s is the time left (mm:ss).' },
      over: { ...textProp, description: 'Once the end has passed.' },
    },
    ['expiry', 'running', 'over'] as const,
  ),
});
