// axe (WCAG 2.0/2.1 A and AA rules, or all its rules) over a page or a part of it, as every end-to-end check reads it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeFinding { id: string; impact: string; targets: string[] }

/** The rule violations on the page (within `include` only, when given; serious and critical ones only, when asked). */
async function axeFindings(page: Page, options: { include?: string; seriousOnly?: boolean; allRules?: boolean } = {}): Promise<AxeFinding[]> {
  const all = new AxeBuilder({ page });
  // allRules: axe's best practices too, not only the WCAG rules.
  const builder = options.allRules ? all : all.withTags(WCAG);
  const result = await (options.include ? builder.include(options.include) : builder).analyze();
  return result.violations
    .filter((v) => !options.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '?', targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** A finding as one line for an assertion's message: its rule, impact and first three places. */
const findingLine = (f: AxeFinding): string => `${f.id} (${f.impact}): ${f.targets.slice(0, 3).join(', ')}`;

/** The findings (axeFindings' options) as lines, what every check compares with []. */
export async function axeLines(page: Page, options: Parameters<typeof axeFindings>[1] = {}): Promise<string[]> {
  return (await axeFindings(page, options)).map(findingLine);
}
