/** Definitions in, generated files out (path -> text). Pure: the CLI does the disk work. */
import { buildGraph } from './graph';
import { journeyPlan, pagesPlan } from './journey-plan';
import type { Model } from './model';
import { choosePaths } from './paths';
import type { JourneyPlan } from './plan';
import { COVERAGE_PLAN, coveragePlan, GENERATED_DIR, journeySpec, pagesSpec } from './emit';

export const PAGES_SPEC = 'pages';

export interface Generated { files: Record<string, string>; plans: JourneyPlan[]; problems: string[] }

export function generate(model: Model): Generated {
  const plans: JourneyPlan[] = [];
  const files: Record<string, string> = {};
  for (const id of Object.keys(model.runtime.journeys).sort()) {
    const journey = model.runtime.journeys[id];
    if (!journey) continue;
    if (id === PAGES_SPEC) throw new Error(`a journey may not be called '${PAGES_SPEC}': the page render spec has that name`);
    const graph = buildGraph(journey, model.runtime.pages);
    const plan = journeyPlan(model, journey, graph, choosePaths(graph));
    plans.push(plan);
    files[`${GENERATED_DIR}/${id}.spec.ts`] = journeySpec(plan);
  }
  files[`${GENERATED_DIR}/${PAGES_SPEC}.spec.ts`] = pagesSpec(pagesPlan(model));
  files[COVERAGE_PLAN] = coveragePlan(plans);
  return { files, plans, problems: plans.flatMap((p) => p.problems) };
}
