// A JSON Logic condition in readable words, for the journey map's arrows ("number.id is filled in and
// package.id is filled in"), in the studio's language. What has no words here is shown as compact JSON,
// so a label never hides a part of the rule. `nameOf` says a name read in words (variable-labels.ts).
import { isRec } from './is-record';
type Lang = 'id' | 'en';

const WORDS = {
  always: { id: 'selalu', en: 'always' },
  otherwise: { id: 'jika tidak', en: 'otherwise' },
  and: { id: 'dan', en: 'and' },
  or: { id: 'atau', en: 'or' },
  not: { id: 'bukan', en: 'not' },
  set: { id: 'terisi', en: 'is filled in' },
  unset: { id: 'kosong', en: 'is empty' },
  '==': { id: 'adalah', en: 'is' },
  '!=': { id: 'bukan', en: 'is not' },
  '<': { id: 'kurang dari', en: 'is less than' },
  '<=': { id: 'paling banyak', en: 'is at most' },
  '>': { id: 'lebih dari', en: 'is more than' },
  '>=': { id: 'paling sedikit', en: 'is at least' },
  oneOf: { id: 'salah satu dari', en: 'is one of' },
  contains: { id: 'memuat', en: 'contains' },
  nothing: { id: 'kosong', en: 'empty' },
} as const;
const COMPARE: Record<string, keyof typeof WORDS> = { '==': '==', '===': '==', '!=': '!=', '!==': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

type NameOf = (name: string) => string;
const asIs: NameOf = (n) => n;

function operand(v: unknown, lang: Lang, nameOf: NameOf): string {
  if (isRec(v) && 'var' in v && Object.keys(v).length === 1) {
    const name = Array.isArray(v.var) ? v.var[0] : v.var;
    if (typeof name === 'string') return nameOf(name);
  }
  if (v === null) return WORDS.nothing[lang];
  if (typeof v === 'string') return `"${v}"`;
  if (Array.isArray(v)) return v.map((x) => operand(x, lang, nameOf)).join(', ');
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return phrase(v, lang, true, nameOf);
}

function phrase(rule: unknown, lang: Lang, nested: boolean, nameOf: NameOf): string {
  const say = (v: unknown): string => operand(v, lang, nameOf);
  if (!isRec(rule) || Object.keys(rule).length !== 1) return JSON.stringify(rule);
  const [op, arg] = Object.entries(rule)[0] ?? ['', null];
  const args = Array.isArray(arg) ? arg : [arg];
  if ((op === 'and' || op === 'or') && Array.isArray(arg)) {
    const text = arg.map((r) => phrase(r, lang, true, nameOf)).join(` ${WORDS[op][lang]} `);
    return nested && arg.length > 1 ? `(${text})` : text;
  }
  if (op === '!!' && args.length === 1) return `${say(args[0])} ${WORDS.set[lang]}`;
  if (op === '!' && args.length === 1) {
    const inner = args[0];
    return isRec(inner) && 'var' in inner ? `${say(inner)} ${WORDS.unset[lang]}` : `${WORDS.not[lang]} ${phrase(inner, lang, true, nameOf)}`;
  }
  const cmp = COMPARE[op];
  if (cmp && args.length === 2) {
    if (args[1] === null && (cmp === '==' || cmp === '!=')) return `${say(args[0])} ${cmp === '==' ? WORDS.unset[lang] : WORDS.set[lang]}`;
    return `${say(args[0])} ${WORDS[cmp][lang]} ${say(args[1])}`;
  }
  if (op === 'in' && args.length === 2) {
    return Array.isArray(args[1])
      ? `${say(args[0])} ${WORDS.oneOf[lang]} ${say(args[1])}`
      : `${say(args[1])} ${WORDS.contains[lang]} ${say(args[0])}`;
  }
  return JSON.stringify(rule);
}

/** Words for a transition's condition; no condition = "always" (or "otherwise" after a conditional rule). */
export function conditionWords(rule: unknown, lang: Lang, afterConditional = false, nameOf: NameOf = asIs): string {
  if (rule === undefined) return afterConditional ? WORDS.otherwise[lang] : WORDS.always[lang];
  return phrase(rule, lang, false, nameOf);
}
