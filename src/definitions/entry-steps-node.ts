// Node-only: every journey's entry step, read from flows/ on disk (the build's landing chunk, the
// benchmarks' slow phone, the server-rendering tests). The definitions are the checked-in ones,
// which the build validates; nothing here validates them again.
import { entryStep } from './journey-entry';
import { readDefinitions } from './read-node';
import type { Journey, Step } from './types';

export interface EntryOnDisk { journey: string; step: Step }

export function entryStepsOnDisk(root = '.'): EntryOnDisk[] {
  const journeys = readDefinitions(root).raw.journeys as Record<string, Journey>;
  return Object.values(journeys).flatMap((journey) => {
    const step = entryStep(journey);
    return step ? [{ journey: journey.id, step }] : [];
  });
}
