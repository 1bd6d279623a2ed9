// GROQ queries of callers the shop does not trust (anonymous ones, and editors' sessions) are parsed
// and evaluated in a worker thread, one per perspective, on its own copy of that perspective's
// documents, one at a time, within a time budget, a memory limit and a result size cap: a query that
// asks for too much ends with a 4xx instead of holding the API's event loop (groq-js parses and
// evaluates synchronously, so in the main thread it would block every request). Only the admin
// token's queries (the shop's own reads, scripts) run in the main thread.
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../project-root';
import { LakeError, queryParseError } from './errors';
import type { LakeStore } from './store';
import type { Perspective } from './types';

export interface QueryLimits {
  /** Wall time of one evaluation; past it the worker is ended and started again. */
  timeMs: number;
  /** Largest answer (JSON text) handed back. */
  maxBytes: number;
  /** Queries waiting for the worker; more are refused with a 429. */
  maxQueued: number;
  /** Heap of the worker; a query that needs more ends it. */
  memoryMb: number;
}

export const QUERY_LIMITS: QueryLimits = { timeMs: 1000, maxBytes: 2 * 1024 * 1024, maxQueued: 8, memoryMb: 128 };

interface Job {
  query: string;
  params: Record<string, unknown>;
  resolve(json: string): void;
  reject(err: LakeError): void;
}

type Answer =
  | { id: number; ok: true; json: string }
  | { id: number; ok: false; type: string; description: string; start?: number; end?: number };

const refusal = (status: number, type: string, description: string) => new LakeError(status, { error: { description, type } });

/** One worker and its queue, for the documents of one perspective. */
class QueryWorker {
  private worker: Promise<Worker> | undefined;
  /** The store generation the worker's copy of the documents belongs to. */
  private workerGeneration = -1;
  private readonly queue: Job[] = [];
  private busy = false;
  private nextId = 1;
  private closed = false;

  constructor(private readonly store: LakeStore, private readonly perspective: Perspective, private readonly limits: QueryLimits) {}

  /** The query's result as JSON text. */
  run(query: string, params: Record<string, unknown>): Promise<string> {
    if (this.closed) return Promise.reject(refusal(503, 'serviceUnavailable', 'The server is shutting down'));
    if (this.queue.length >= this.limits.maxQueued) {
      return Promise.reject(refusal(429, 'queryQueueFull', 'Too many anonymous queries are waiting: retry later'));
    }
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ query, params, resolve, reject });
      void this.drain();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(refusal(503, 'serviceUnavailable', 'The server is shutting down'));
    const w = this.worker;
    this.worker = undefined;
    if (w) await (await w).terminate();
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
        try {
          job.resolve(await this.evaluate(job));
        } catch (err) {
          job.reject(err instanceof LakeError ? err : refusal(500, 'httpInternalServerError', 'Query could not be evaluated'));
        }
      }
    } finally {
      this.busy = false;
    }
  }

  /** A started worker, once it has loaded (or a refusal if it could not start). */
  private spawn(): Promise<Worker> {
    const w = new Worker(resolve(projectRoot(import.meta.dirname), 'src/server/lake/query-worker.mjs'), {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    // Never keeps the process alive by itself. An error (out of memory) is followed by 'exit',
    // which fails the running query; unhandled, the 'error' event would end the whole process.
    w.unref();
    w.on('error', () => undefined);
    this.workerGeneration = -1;
    return new Promise<Worker>((resolve, reject) => {
      const onExit = (): void => reject(refusal(503, 'serviceUnavailable', 'The query worker could not start'));
      w.once('exit', onExit);
      w.once('message', () => { w.off('exit', onExit); resolve(w); });
    });
  }

  private async evaluate(job: Job): Promise<string> {
    const view = await this.store.view(this.perspective);
    // Generation read after the view: a commit in between only sends the documents again.
    const generation = this.store.generation;
    const starting = (this.worker ??= this.spawn());
    let worker: Worker;
    try {
      worker = await starting;
    } catch (err) {
      if (this.worker === starting) this.worker = undefined;
      throw err;
    }
    if (this.workerGeneration !== generation) {
      worker.postMessage({ type: 'docs', docs: view.docs });
      this.workerGeneration = generation;
    }
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      const finish = (): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const end = (err: LakeError): void => {
        finish();
        // The worker is still busy with it (or dead): drop it; the next query starts a fresh one.
        if (this.worker === starting) this.worker = undefined;
        void worker.terminate();
        reject(err);
      };
      const timer = setTimeout(() => end(refusal(400, 'queryTimeout',
        `The query took longer than ${this.limits.timeMs} ms: anonymous queries have a time budget; ask for fewer documents`)), this.limits.timeMs);
      const onMessage = (a: Answer): void => {
        if (a.id !== id) return;
        finish();
        if (a.ok) resolve(a.json);
        else if (a.type === 'queryParseError') reject(queryParseError(job.query, a.description, a.start ?? 0, a.end ?? 1));
        else reject(refusal(400, a.type, a.description));
      };
      const onExit = (): void => end(refusal(400, 'queryTooExpensive',
        `The query needed more than ${this.limits.memoryMb} MB: ask for fewer documents or fields`));
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.postMessage({ type: 'query', id, query: job.query, params: job.params, maxBytes: this.limits.maxBytes });
    });
  }
}

/** The workers of every perspective, each started on its first query. */
export class UntrustedQueries {
  private readonly workers = new Map<Perspective, QueryWorker>();
  private closed = false;

  constructor(private readonly store: LakeStore, private readonly limits: QueryLimits = QUERY_LIMITS) {}

  /** The query's result as JSON text, evaluated on the documents of `perspective`. */
  run(perspective: Perspective, query: string, params: Record<string, unknown>): Promise<string> {
    if (this.closed) return Promise.reject(refusal(503, 'serviceUnavailable', 'The server is shutting down'));
    let worker = this.workers.get(perspective);
    if (!worker) {
      worker = new QueryWorker(this.store, perspective, this.limits);
      this.workers.set(perspective, worker);
    }
    return worker.run(query, params);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.workers.values()].map((w) => w.close()));
  }
}
