/** A `link` prop ({ to, params }) as a path: its params are a template over the snapshot. */
import { useUnit } from 'effector-react';
import type { DefinitionModel } from '../../runtime/definition-model';
import { applyTemplate } from '../../runtime/logic';
import type { JsonValue } from '../../runtime/types';
import { $model } from '../../state/definitions-model';
import { $session } from '../../state/session-model';
import { $snapshot } from '../../state/snapshot';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function resolveLink(link: JsonValue | undefined, deps: { model: DefinitionModel; snapshot: object; journeyId: string }): string {
  if (!isRecord(link) || typeof link.to !== 'string') return deps.model.homePath;
  const params = link.params === undefined ? {} : (applyTemplate(link.params, deps.snapshot) as Record<string, unknown>);
  return deps.model.resolve(link.to, { journeyId: deps.journeyId || undefined, params }) ?? deps.model.homePath;
}

export function useLink(link: JsonValue | undefined): string {
  const [model, snapshot, session] = useUnit([$model, $snapshot, $session]);
  return resolveLink(link, { model, snapshot, journeyId: session.core.journeyId });
}

/** A resolver for links that depend on an item (`input.*` in their params), e.g. one per promo card. */
export function useLinkFor(link: JsonValue | undefined): (input: JsonValue) => string {
  const [model, snapshot, session] = useUnit([$model, $snapshot, $session]);
  return (input) => resolveLink(link, { model, snapshot: { ...snapshot, input }, journeyId: session.core.journeyId });
}
