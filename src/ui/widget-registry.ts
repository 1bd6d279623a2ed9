/// <reference types="vite/client" />
/**
 * The widget registry, from the widget modules themselves: every src/ui/widgets/<name>/ folder holds
 * meta.ts (name, props schema, bind, completeness) and <Name>.tsx (the component, loaded lazily so
 * a screen downloads only its own widgets). No list to keep in step by hand.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetMeta } from '../definitions/widget-meta';
import type { WidgetProps } from './widget-props';

const metaModules = import.meta.glob<{ meta: WidgetMeta }>('./widgets/*/meta.ts', { eager: true });
const componentModules = import.meta.glob<{ default: ComponentType<WidgetProps> }>('./widgets/*/*.tsx');

export const componentFile = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}.tsx`;

export const widgetMetas: Readonly<Record<string, WidgetMeta>> = Object.fromEntries(
  Object.values(metaModules).map((m) => [m.meta.name, m.meta]),
);

export const widgets: Readonly<Record<string, LazyExoticComponent<ComponentType<WidgetProps>>>> = Object.fromEntries(
  Object.keys(widgetMetas).flatMap((name) => {
    const load = componentModules[`./widgets/${name}/${componentFile(name)}`];
    return load ? [[name, lazy(load)]] : [];
  }),
);

/** Starts fetching widgets' code (a route about to open): the lazy components then find it loaded. */
export function preloadWidgets(names: readonly string[]): void {
  for (const name of new Set(names)) void componentModules[`./widgets/${name}/${componentFile(name)}`]?.();
}
