/** Definitions in, generated files out (path -> text). Pure: the CLI does the disk work. */
import { buildGraph } from './graph';
import { journeyPlan, pagesPlan } from './journey-plan';
import type { Model } from './model';
import { choosePaths } from './paths';
import type { JourneyPlan } from './plan';
import { COVERAGE_PLAN, coveragePlan, journeySpec, pageFormsFile, pageFormsSpec, pagesSpec } from './emit';
import { pageFormsPlans } from './page-form-plan';

export const PAGES_SPEC = 'pages';

export interface Generated { files: Record<string, string>; plans: JourneyPlan[]; problems: string[] }

/** `dir`: where the specs go (tests/e2e/generated, or a fixture's own folder); `only`: journeys to generate (default all). */
export function generate(model: Model, dir: string, only?: readonly string[]): Generated {
  const plans: JourneyPlan[] = [];
  const files: Record<string, string> = {};
  for (const id of Object.keys(model.defs.journeys).sort()) {
    const journey = model.defs.journeys[id];
    if (!journey || (only && !only.includes(id))) continue;
    if (id === PAGES_SPEC) throw new Error(`a journey may not be called '${PAGES_SPEC}': the page render spec has that name`);
    const graph = buildGraph(journey, model.defs.pages, model.defs.site);
    const plan = journeyPlan(model, journey, graph, choosePaths(graph));
    plans.push(plan);
    files[`${dir}/${id}.spec.ts`] = journeySpec(plan);
  }
  // The pages' forms (and the page render checks) belong to the shop's own definitions, not to a fixture's journeys.
  const pageForms = only ? [] : pageFormsPlans(model);
  const pages = only ? undefined : pagesPlan(model);
  if (pages) {
    files[`${dir}/${PAGES_SPEC}.spec.ts`] = pagesSpec(pages);
    for (const p of pageForms) files[`${dir}/${pageFormsFile(p.page)}.spec.ts`] = pageFormsSpec(p);
  }
  files[`${dir}/${COVERAGE_PLAN}`] = coveragePlan(plans, pageForms, pages);
  return { files, plans, problems: plans.flatMap((p) => p.problems) };
}
