/** Registered names (owned by the definitions layer); the runtime and UI registries are typed against them. */
export { WIDGET_NAMES, ACTION_NAMES, GUARD_NAMES } from '../definitions/registry-names';
export type { WidgetName, ActionName, GuardName } from '../definitions/registry-names';
