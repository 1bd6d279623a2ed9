/** The cart steps (site.cartSteps ids) a journey step stands for: one, or several done on one screen. */
export function cartStepsOf(step: { cartStep?: number | readonly number[] | undefined } | undefined): number[] {
  const c = step?.cartStep;
  if (c === undefined) return [];
  return typeof c === 'number' ? [c] : [...c];
}
