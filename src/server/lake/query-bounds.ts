// The size of a GROQ query a caller the shop does not trust (anonymous, or an editor's session) may
// send. groq-js's parser takes time that grows much faster than the query's length (a 4,000-term `||`
// chain: 10 s), so the text is measured first by one linear pass that parses nothing: how long it is,
// how many terms (names, values, operators) it has and how deeply its brackets nest.
import { LakeError } from './errors';

export interface QueryBounds {
  /** Characters of the query text. */
  maxChars: number;
  /** Terms: each name, number, string, parameter and operator. */
  maxTerms: number;
  /** Nesting of (), [] and {}. */
  maxDepth: number;
  /** Characters of the parameters as JSON. */
  maxParamsChars: number;
}

/**
 * Far above any query the shop or a content consumer writes (the studio's longest is under 400
 * characters and 60 terms), and small enough that groq-js parses the worst query within them in
 * milliseconds (`npx tsx scripts/bench/query-load.ts` prints it).
 */
export const QUERY_BOUNDS: QueryBounds = { maxChars: 8192, maxTerms: 1500, maxDepth: 32, maxParamsChars: 64 * 1024 };

export interface QueryMeasure { chars: number; terms: number; depth: number }

const isNameChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;

/** One pass over the text: strings and comments are skipped as GROQ lexes them, nothing is built. */
export function measureQuery(query: string): QueryMeasure {
  let terms = 0;
  let depth = 0;
  let deepest = 0;
  const n = query.length;
  for (let i = 0; i < n; i++) {
    const c = query.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (c === 34 || c === 39) {
      // A string literal, its escapes included; an unterminated one runs to the end (the parser says so).
      for (i++; i < n && query.charCodeAt(i) !== c; i++) if (query.charCodeAt(i) === 92) i++;
      terms++;
    } else if (c === 47 && query.charCodeAt(i + 1) === 47) {
      while (i < n && query.charCodeAt(i) !== 10) i++;
    } else if (isNameChar(c)) {
      while (i + 1 < n && isNameChar(query.charCodeAt(i + 1))) i++;
      terms++;
    } else if (c === 40 || c === 91 || c === 123) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 41 || c === 93 || c === 125) {
      depth = Math.max(0, depth - 1);
    } else {
      // An operator: a run of operator characters (==, ||, ->, ...) is one term.
      while (i + 1 < n && '=!<>|&+-*/%^,:@.'.includes(query[i + 1] ?? ' ')) i++;
      terms++;
    }
  }
  return { chars: n, terms, depth: deepest };
}

const refusal = (type: string, description: string) => new LakeError(400, { error: { description, type } });
const num = (v: number): string => v.toLocaleString('en-US');

/** A 400 naming the bound a query (or its parameters) passes; nothing when it is within them. */
export function checkQueryBounds(query: string, params: Record<string, unknown>, bounds: QueryBounds = QUERY_BOUNDS): void {
  if (query.length > bounds.maxChars) {
    throw refusal('queryTooLong', `The query has ${num(query.length)} characters: a query without the admin token may have at most ${num(bounds.maxChars)}`);
  }
  const m = measureQuery(query);
  if (m.terms > bounds.maxTerms) {
    throw refusal('queryTooComplex', `The query has ${num(m.terms)} terms (names, values and operators): a query without the admin token may have at most ${num(bounds.maxTerms)}`);
  }
  if (m.depth > bounds.maxDepth) {
    throw refusal('queryTooComplex', `The query nests brackets ${num(m.depth)} deep: a query without the admin token may nest at most ${num(bounds.maxDepth)}`);
  }
  const paramsChars = JSON.stringify(params).length;
  if (paramsChars > bounds.maxParamsChars) {
    throw refusal('queryParamsTooLarge', `The parameters have ${num(paramsChars)} characters as JSON: a query without the admin token may send at most ${num(bounds.maxParamsChars)}`);
  }
}
