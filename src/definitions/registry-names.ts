// The action names definitions may use; the runtime's action registry is typed against this list.
// Widget names come from the widget modules (src/definitions/generated/widgets.json), data sources
// and guards from site.json and the journeys, operations from src/contracts/operations.ts.

export const ACTION_NAMES = ['reset', 'homeReset', 'set', 'navigate', 'errorModal', 'toast', 'close', 'reload', 'href', 'call'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export const isActionName = (name: string): name is ActionName => (ACTION_NAMES as readonly string[]).includes(name);
