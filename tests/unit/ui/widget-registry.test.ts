// A widget's component stays one type for the life of the page (src/ui/widget-registry.ts): React
// remounts a block whose element type changed, losing its state and the DOM under a tap in progress.
import { describe, expect, it } from 'vitest';
import { preloadWidgets, widgetComponent } from '../../../src/ui/widget-registry';

describe('widget registry', () => {
  it('a widget first rendered lazily keeps its lazy component once its code has arrived', async () => {
    const first = widgetComponent('paymentFailed');
    expect(first).toBeDefined();
    await preloadWidgets(['paymentFailed']);
    expect(widgetComponent('paymentFailed')).toBe(first);
  });

  it('a widget whose code was here before it was first asked for is rendered directly, and stays so', async () => {
    await preloadWidgets(['notice']);
    const first = widgetComponent('notice');
    expect(first).toBeDefined();
    expect(typeof first).toBe('function');
    await preloadWidgets(['notice']);
    expect(widgetComponent('notice')).toBe(first);
  });

  it('a name with no module has no component', () => {
    expect(widgetComponent('noSuchWidget')).toBeUndefined();
  });
});
