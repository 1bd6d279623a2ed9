// A journey's entry step: the step its entry route leads to, where a visitor lands from a link or an
// ad. The runtime's routes, the build's landing chunk, the benchmarks and the tests all find it here.

interface EntryShape<S> { entry: { goto: string }; steps: readonly S[] }

/** The step `entry.goto` names (absent only in a definition the lint refuses). */
export const entryStep = <S extends { id: string }>(journey: EntryShape<S>): S | undefined =>
  journey.steps.find((s) => s.id === journey.entry.goto);
