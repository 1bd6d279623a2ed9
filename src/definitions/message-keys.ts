/**
 * The messages.json keys the shop's code names (`k('number.title')`, a widget's completeness answer
 * `requireChoice('city.required')`, `messages.ui['payment.copiedToast']`, ...), read from its source
 * text, and whether each has a text in both languages. A key without one shows the raw key on screen
 * (or nothing), which no lint of the definitions alone can see: `npm run validate` (scripts/validate.ts)
 * fails on any. Pure (no file access), so a test feeds it a source text of its own.
 */
import { messageKeyText } from './messages';
import { messagesIn } from './messages-cut';
import type { Definitions, Text } from './types';

type Lang = 'id' | 'en';
const trusted = (m: Record<string, unknown>): Definitions['messages'] => m as unknown as Definitions['messages'];

/** A key as code writes it: `area.name`, dotted (screen texts are undotted and are not messages.json's). */
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;
const LITERAL = /'([^'\\\n]*)'|"([^"\\\n]*)"/g;

export interface CodeMessageKey { key: string; line: number }

/** The text of a call's first argument: from after `(` to the first `,` or `)` at its own depth. */
function firstArgument(source: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i += 1) {
    const ch = source[i] ?? '';
    if (quote) { if (ch === '\\') i += 1; else if (ch === quote) quote = null; continue; }
    if (ch === '\'' || ch === '"' || ch === '`') { quote = ch; continue; }
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') { if (depth === 0) return source.slice(open, i); depth -= 1; }
    else if (ch === ',' && depth === 0) return source.slice(open, i);
  }
  return source.slice(open);
}

const lineAt = (source: string, index: number): number => source.slice(0, index).split('\n').length;

/**
 * Every literal key the source names where a message key is read: the first argument of `k(`,
 * `requireChoice(`, `messageText(_, key)`, `.message(`; `messages.ui[...]` / `messages.validation[...]`;
 * and what a completeness rule returns (`return 'validation.ktpUpload'`). A key built at run time
 * (a template literal) is not seen.
 */
export function messageKeysIn(source: string): CodeMessageKey[] {
  const found: CodeMessageKey[] = [];
  const take = (text: string, at: number): void => {
    for (const m of text.matchAll(LITERAL)) {
      const key = m[1] ?? m[2] ?? '';
      if (KEY.test(key)) found.push({ key, line: lineAt(source, at + (m.index ?? 0)) });
    }
  };
  // `k(` called by itself or as `texts.k(`, but not as the end of a longer name.
  for (const m of source.matchAll(/(?:(?<![\w$.])(?:k|requireChoice|currentMessageText)|\.(?:k|message))\(/g)) {
    const open = (m.index ?? 0) + m[0].length;
    take(firstArgument(source, open), open);
  }
  for (const m of source.matchAll(/messageText\(/g)) {
    const open = (m.index ?? 0) + m[0].length;
    const first = firstArgument(source, open);
    take(firstArgument(source, open + first.length + 1), open + first.length + 1);
  }
  for (const m of source.matchAll(/messages\.(ui|validation)\[\s*(['"])([^'"\n]+)\2\s*\]/g)) {
    found.push({ key: m[1] === 'ui' ? `ui:${m[3] ?? ''}` : `validation.${m[3] ?? ''}`, line: lineAt(source, m.index ?? 0) });
  }
  for (const m of source.matchAll(/return\s+(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)\1\s*;/g)) {
    found.push({ key: m[2] ?? '', line: lineAt(source, m.index ?? 0) });
  }
  return found;
}

/**
 * Why a key the code names shows no text in a language, or null. Resolved as the shop resolves it
 * (messageKeyText): over the whole file for English and Indonesian, and over the Indonesian cut the
 * shell carries (an Indonesian visit's first screens). `ui:<key>`: a key the code reads from `ui` only.
 */
export function messageKeyProblem(messages: Definitions['messages'], named: string): string | null {
  const uiOnly = named.startsWith('ui:');
  const key = uiOnly ? named.slice(3) : named;
  const pick = (m: Definitions['messages']): Text | string => (uiOnly ? (Object.hasOwn(m.ui, key) ? m.ui[key] ?? key : key) : messageKeyText(m, key));
  const shellId = trusted(messagesIn(messages as unknown as Record<string, unknown>, 'id'));
  const texts: [Lang, Text | string][] = [['id', pick(shellId)], ['id', pick(messages)], ['en', pick(messages)]];
  const missing = [...new Set(texts.filter(([lang, text]) => typeof text === 'string' || typeof text[lang] !== 'string' || text[lang].trim() === '').map(([lang]) => lang))];
  if (missing.length === 0) return null;
  return typeof pick(messages) === 'string'
    ? `message key '${key}' has no text in flows/messages.json`
    : `message key '${key}' has no ${missing.join(' and ')} text as the shop reads it`;
}
