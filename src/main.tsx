/**
 * Browser entry: the app's code evaluated in stages, each in a task of its own, then started.
 *
 * Evaluated at once, the app's code was one task of about 240 ms on a slow phone (4x CPU): React
 * DOM, the stores' graph (creating an Effector unit is costly, an effect most of all), the shell; the
 * browser painted nothing and took no input meanwhile (issue 11: blocking time). Each stage is a
 * dynamic import of this entry, and the build puts every stage's chunks into the page's head as
 * module preloads (vite.config.ts: bootStage, bootPreloads): staging adds no round trip, only task boundaries.
 * A stage's modules are those its import reaches that no earlier stage did.
 *
 * React DOM comes last: it is the largest file, so on a slow link it arrives last of those fetched
 * together, and the models, the shell's modules and the session's start (none of which needs React
 * DOM) run while it is still arriving instead of after it (issue 11: a step landed on is usable sooner).
 */
import './ui/styles.css';
import { readSession, writeSession } from './state/browser-storage';

const nextTask = (): Promise<void> => new Promise((resolve) => { setTimeout(resolve, 0); });

const models: ReadonlyArray<() => Promise<unknown>> = [
  // The session's model, and under it the definitions' model, the runtime and the store library.
  () => import('./state/session-model'),
  // The shell's maintenance windows (the home's content model loads with its widgets).
  () => import('./state/maintenance-model'),
];

/** When the last reload for a stage that could not be fetched was made (sessionStorage): one per 30 s, never a loop. */
const RELOADED_AT = 'boot-reloaded-at';

/**
 * A stage that could not be fetched (a dropped connection, or a deploy that replaced the chunks under
 * this page) leaves the page as the server rendered it, its links working: a reload brings the current
 * chunks, once; the session is kept in the browser's storage.
 */
function recover(error: unknown): void {
  console.warn('[boot]', error instanceof Error ? error.message : String(error));
  const last = readSession(RELOADED_AT);
  if (typeof last === 'number' && Date.now() - last < 30_000) return;
  writeSession(RELOADED_AT, Date.now());
  // Storage refused (private mode): no reload, for want of a way to know it was made once.
  if (readSession(RELOADED_AT) === null) return;
  window.location.reload();
}

async function boot(): Promise<void> {
  for (const stage of models) {
    await stage();
    await nextTask();
  }
  // The other models, the shell and the widgets' registry; the start (the session, storage, the
  // server's reads) runs in a task after it, before React DOM is needed.
  const { start } = await import('./ui/start');
  await nextTask();
  const mount = start();
  await nextTask();
  // React DOM, last: it mounts or hydrates the app.
  mount(await import('react-dom/client'));
}

boot().catch(recover);
