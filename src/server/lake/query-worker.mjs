// @ts-check
// Parses and evaluates untrusted GROQ queries off the main thread (src/server/lake/untrusted-queries.ts),
// on its own copy of one perspective's documents. Plain JavaScript so the worker starts without a TypeScript
// loader. The result leaves as JSON text, refused past the size cap before it is sent.
import { parentPort } from 'node:worker_threads';
import { evaluate, parse } from 'groq-js';

/** @type {unknown[]} */
let docs = [];
/** @type {Map<string, unknown>} */
let byId = new Map();

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

parentPort?.on('message', async (/** @type {Record<string, unknown>} */ msg) => {
  if (msg.type === 'docs' && Array.isArray(msg.docs)) {
    docs = msg.docs;
    byId = new Map(docs.filter(isRecord).map((d) => [String(d._id), d]));
    return;
  }
  if (msg.type !== 'query' || typeof msg.query !== 'string' || typeof msg.maxBytes !== 'number') return;
  const id = msg.id;
  let tree;
  try {
    tree = parse(msg.query);
  } catch (err) {
    // groq-js names the position of a syntax error; a RangeError is a nesting too deep for its stack.
    const position = typeof err === 'object' && err !== null && 'position' in err && typeof err.position === 'number' ? err.position : 0;
    const description = err instanceof RangeError ? 'The query nests too deeply' : err instanceof Error ? err.message : 'Invalid GROQ query';
    parentPort?.postMessage({ id, ok: false, type: 'queryParseError', description, start: position, end: position + 1 });
    return;
  }
  try {
    const value = await evaluate(tree, {
      dataset: docs,
      params: isRecord(msg.params) ? msg.params : {},
      dereference: (/** @type {{ _ref: string }} */ ref) => byId.get(ref._ref) ?? null,
    });
    const json = JSON.stringify((await value.get()) ?? null);
    if (json.length > msg.maxBytes) {
      parentPort?.postMessage({ id, ok: false, type: 'queryResultTooLarge', description: `The result is larger than ${msg.maxBytes} bytes: ask for fewer documents or fields` });
      return;
    }
    parentPort?.postMessage({ id, ok: true, json });
  } catch (err) {
    // A RangeError here is a result too large for a string (the size cap, reached the hard way).
    const description = err instanceof RangeError ? 'The result is too large' : err instanceof Error ? err.message : 'Query could not be evaluated';
    parentPort?.postMessage({ id, ok: false, type: err instanceof RangeError ? 'queryResultTooLarge' : 'queryError', description });
  }
});

// Loaded: the time budget of a query starts only now, not while the worker was starting.
parentPort?.postMessage({ ready: true });
