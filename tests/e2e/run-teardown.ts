// Removes what the run's shops shared (scripts/e2e-run.mjs): the shops already hold their own copies.
import { removeRun } from '../../scripts/e2e-run.mjs';

export default function teardown(): void {
  const run = process.env.E2E_RUN;
  if (run) removeRun(run);
}
