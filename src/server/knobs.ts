// What a domain adds to the configuration: its knobs (an environment variable each, with its default,
// meaning, parse and production rules) and its providers (an interface with a sandbox default and the
// implementations configuration may choose). Declared in its domain.ts; buildApp reads them from the
// environment once and refuses to start on a bad value, as loadConfig does for the core's.
import type { ServerConfig } from './config';
import type { Db } from './db/types';

/** What a knob's rules may depend on. */
export interface KnobMode {
  production: boolean;
  sandbox: boolean;
}

export interface Knob<T> {
  readonly env: string;
  /** As the README's table shows it. */
  readonly default: string;
  readonly meaning: string;
  /** The value of the variable (undefined when unset or empty); throws, naming the variable, on a bad one or one production refuses. */
  readonly parse: (raw: string | undefined, mode: KnobMode) => T;
}

export const defineKnob = <T>(knob: Knob<T>): Knob<T> => knob;

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

/** What an implementation is built from. */
export interface ProviderDeps {
  config: ServerConfig;
  db: Db;
  /** Read one of the domain's knobs (already checked at start). */
  knob: <T>(knob: Knob<T>) => T;
}

/** An external system a domain talks to: chosen by `env` among `implementations`, `sandbox` unless configured. */
export interface ProviderSlot<I> {
  readonly system: string;
  readonly env: string;
  readonly meaning: string;
  /** The system has no real implementation yet, so its sandbox serves production mode too (as it always has). */
  readonly sandboxInProduction?: boolean;
  readonly implementations: { readonly sandbox: (deps: ProviderDeps) => I } & Readonly<Record<string, (deps: ProviderDeps) => I>>;
}

export const defineProvider = <I>(slot: ProviderSlot<I>): ProviderSlot<I> => slot;

/** The knob that chooses a provider, so it is read, checked and listed like the others. */
export function providerKnob(slot: ProviderSlot<unknown>): Knob<string> {
  const names = Object.keys(slot.implementations);
  return defineKnob({
    env: slot.env, default: 'sandbox', meaning: `${slot.meaning}: ${names.join(' or ')}`,
    parse: (raw, mode) => {
      const value = raw?.toLowerCase() ?? 'sandbox';
      if (!names.includes(value)) throw new Error(`${slot.env} must be one of: ${names.join(', ')} (got "${raw}")`);
      if (value === 'sandbox' && slot.sandboxInProduction !== true && !mode.sandbox && mode.production) throw new Error(`${slot.env}=sandbox is refused in production mode`);
      return value;
    },
  });
}
