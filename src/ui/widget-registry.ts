/// <reference types="vite/client" />
/**
 * The widget registry, from the widget modules themselves: every src/ui/widgets/<name>/ folder holds
 * meta.ts (name, props schema, bind, completeness) and <Name>.tsx (the component, loaded lazily so
 * a screen downloads only its own widgets). No list to keep in step by hand.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetMeta } from '../definitions/widget-meta';
import { componentFile } from './widget-files';
import type { WidgetProps } from './widget-props';

const metaModules = import.meta.glob<{ meta: WidgetMeta }>('./widgets/*/meta.ts', { eager: true });
const componentModules = import.meta.glob<{ default: ComponentType<WidgetProps> }>('./widgets/*/*.tsx');


export const widgetMetas: Readonly<Record<string, WidgetMeta>> = Object.fromEntries(
  Object.values(metaModules).map((m) => [m.meta.name, m.meta]),
);

type WidgetComponent = ComponentType<WidgetProps>;

/** Components whose code has arrived: rendered directly, so a preloaded screen never suspends. */
const resolved = new Map<string, WidgetComponent>();
const loading = new Map<string, Promise<void>>();

function load(name: string): Promise<void> {
  const known = loading.get(name);
  if (known) return known;
  const loader = componentModules[`./widgets/${name}/${componentFile(name)}`];
  const started = loader
    ? loader().then((m) => { resolved.set(name, m.default); }, () => { loading.delete(name); })
    : Promise.resolve();
  loading.set(name, started);
  return started;
}

const lazyWidgets: Readonly<Record<string, LazyExoticComponent<WidgetComponent>>> = Object.fromEntries(
  Object.keys(widgetMetas).flatMap((name) => {
    const loader = componentModules[`./widgets/${name}/${componentFile(name)}`];
    return loader ? [[name, lazy(() => load(name).then(() => loader()))]] : [];
  }),
);

/**
 * Names whose lazy component has been handed out: it stays their component. Swapping it for the loaded
 * one would change the block's element type, and React would remount the block on its next render
 * (a focus that preloads a route, a state change): its state lost, its DOM replaced under a tap in progress.
 * Once loaded, the lazy one renders at once, never suspending again.
 */
const lazyHandedOut = new Set<string>();

/**
 * A widget's component: the loaded one when its code is here (no Suspense fallback, no shift),
 * else a lazy one that suspends until it is, for good. Undefined for a name with no module.
 */
export function widgetComponent(name: string): WidgetComponent | undefined {
  const loaded = resolved.get(name);
  if (loaded && !lazyHandedOut.has(name)) return loaded;
  if (!Object.hasOwn(lazyWidgets, name)) return undefined;
  lazyHandedOut.add(name);
  return lazyWidgets[name];
}

/**
 * Fetches widgets' code (a route about to open); resolves when all of it is here, so a caller that
 * waits (the first render) paints the screen whole. A chunk that fails is left to the lazy path.
 */
export function preloadWidgets(names: readonly string[]): Promise<void> {
  return Promise.all([...new Set(names)].map(load)).then(() => undefined);
}
