// What a domain adds to the configuration: its knobs (an environment variable each, with its default,
// meaning, parse and production rules) and its providers (an interface with a sandbox default and the
// implementations configuration may choose). Declared in its domain.ts; the start reads them from the
// environment once (src/server/domain-parts.ts, readKnobs) and refuses on a bad value, naming it.
import type { ServerConfig } from './config';
import type { Db } from './db/types';

/** What a knob's rules may depend on. */
export interface KnobMode {
  production: boolean;
  sandbox: boolean;
  /** Another variable of the environment (undefined when unset or empty): a default may follow it. */
  env: (name: string) => string | undefined;
  /** The core's configuration (its data folder, its database URL ...): a default may derive from it. */
  config: ServerConfig;
}

export interface Knob<T> {
  readonly env: string;
  /** As the README's table shows it. */
  readonly default: string;
  readonly meaning: string;
  /** The value of the variable (undefined when unset or empty); throws, naming the variable, on a bad one or one production refuses. */
  readonly parse: (raw: string | undefined, mode: KnobMode) => T;
  /**
   * A secret (its value a string): production mode refuses one that is set and shorter than 32 characters,
   * or equal to another secret; `why` says what knowing it gives away, for that refusal.
   */
  readonly secret?: { readonly why?: string };
}

export const defineKnob = <T>(knob: Knob<T>): Knob<T> => knob;

/** Reads a knob's checked value. */
export type KnobReader = <T>(knob: Knob<T>) => T;

/** An integer knob with a lower bound. */
export function intKnob(env: string, fallback: number, meaning: string, min = 0): Knob<number> {
  return defineKnob({
    env, default: String(fallback), meaning,
    parse: (raw) => {
      if (raw === undefined) return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min) throw new Error(`${env} must be an integer >= ${min}, got "${raw}"`);
      return n;
    },
  });
}

/** A text knob: the variable as it is, else `fallback` (undefined: unset). */
export function textKnob(env: string, fallback: string | undefined, meaning: string, secret?: Knob<string>['secret']): Knob<string | undefined> {
  return defineKnob({ env, default: fallback ?? '(unset)', meaning, parse: (raw) => raw ?? fallback, ...(secret ? { secret } : {}) });
}

/** What an implementation is built from. */
export interface ProviderDeps {
  config: ServerConfig;
  db: Db;
  /** Read one of the domain's knobs (already checked at start). */
  knob: KnobReader;
}

/** An external system a domain talks to: chosen by `env` among `implementations`, `sandbox` unless configured. */
export interface ProviderSlot<I> {
  readonly system: string;
  readonly env: string;
  readonly meaning: string;
  /** The system has no real implementation yet, so its sandbox serves production mode too (as it always has). */
  readonly sandboxInProduction?: boolean;
  /** Its sandbox would let anyone do what the real one guards (mark a payment paid): refused outside sandbox mode. */
  readonly sandboxNeedsSandboxMode?: boolean;
  /** How the variable names the sandbox (MAIL_PROVIDER=outbox); `sandbox` unless given. */
  readonly sandboxName?: string;
  /** The implementation chosen when the variable is unset, when it is not the sandbox (SMTP_URL alone selects smtp). */
  readonly chosen?: (mode: KnobMode) => string;
  /** The README's default when `chosen` is given ('outbox, smtp with SMTP_URL'). */
  readonly defaultText?: string;
  readonly implementations: { readonly sandbox: (deps: ProviderDeps) => I } & Readonly<Record<string, (deps: ProviderDeps) => I>>;
}

export const defineProvider = <I>(slot: ProviderSlot<I>): ProviderSlot<I> => slot;

const choosers = new WeakMap<ProviderSlot<unknown>, Knob<string>>();

/**
 * The knob that chooses a provider, so it is read, checked and listed like the others (one per slot: a
 * domain's check reads the choice with it). Its value is the implementation's key ('sandbox' for the sandbox).
 */
export function providerKnob(slot: ProviderSlot<unknown>): Knob<string> {
  const known = choosers.get(slot);
  if (known) return known;
  const sandboxName = slot.sandboxName ?? 'sandbox';
  const keys = Object.keys(slot.implementations);
  const shown = (key: string): string => (key === 'sandbox' ? sandboxName : key);
  const names = keys.map(shown);
  const knob = defineKnob({
    env: slot.env, default: slot.defaultText ?? sandboxName, meaning: `${slot.meaning}: ${names.join(' or ')}`,
    parse: (raw, mode) => {
      const asked = raw?.toLowerCase();
      const value = asked === undefined ? (slot.chosen?.(mode) ?? 'sandbox') : keys.find((k) => shown(k) === asked);
      if (value === undefined || !keys.includes(value)) throw new Error(`${slot.env} must be one of: ${names.join(', ')} (got "${raw}")`);
      if (value === 'sandbox' && slot.sandboxNeedsSandboxMode === true && !mode.sandbox) {
        throw new Error(`${slot.env}=${sandboxName} needs sandbox mode (SANDBOX=1, not in production)`);
      }
      if (value === 'sandbox' && slot.sandboxInProduction !== true && !mode.sandbox && mode.production) throw new Error(`${slot.env}=${sandboxName} is refused in production mode`);
      return value;
    },
  });
  choosers.set(slot, knob);
  return knob;
}
