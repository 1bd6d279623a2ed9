// The domains' knobs and providers for one app: every knob read from the configuration's environment and
// checked once (a bad value stops the start, naming its variable), every provider built from the
// implementation its knob chooses. Routes and services reach them through ctx.parts.
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import type { Domain } from './domain';
import { providerKnob, type Knob, type ProviderDeps, type ProviderSlot } from './knobs';

export interface DomainParts {
  knob<T>(knob: Knob<T>): T;
  provider<I>(slot: ProviderSlot<I>): I;
}

/** Every knob of `domains`, its providers' choices included, in the README's shape. */
export function domainKnobs(domains: readonly Domain[]): Knob<unknown>[] {
  return domains.flatMap((d) => [...(d.knobs ?? []), ...(d.providers ?? []).map(providerKnob)]);
}

/** `replaced`: implementations by system name that tests put in place of the configured ones. */
export function domainParts(domains: readonly Domain[], config: ServerConfig, db: Db, replaced: Readonly<Record<string, unknown>> = {}): DomainParts {
  const mode = { production: config.env.NODE_ENV === 'production', sandbox: config.sandbox };
  const values = new Map<Knob<unknown>, unknown>();
  const envs = new Set<string>();
  const read = (knob: Knob<unknown>): unknown => {
    if (envs.has(knob.env)) throw new Error(`${knob.env} is declared by two domains`);
    envs.add(knob.env);
    const raw = config.env[knob.env];
    return knob.parse(raw === '' ? undefined : raw, mode);
  };
  for (const d of domains) for (const knob of d.knobs ?? []) values.set(knob, read(knob));
  const knob = <T>(k: Knob<T>): T => {
    if (!values.has(k)) throw new Error(`the knob ${k.env} is declared by no domain of this app`);
    return values.get(k) as T;
  };
  const deps: ProviderDeps = { config, db, knob };
  const providers = new Map<ProviderSlot<unknown>, unknown>();
  for (const d of domains) {
    for (const slot of d.providers ?? []) {
      const choice = String(read(providerKnob(slot)));
      const make = slot.implementations[choice] ?? slot.implementations.sandbox;
      providers.set(slot, slot.system in replaced ? replaced[slot.system] : make(deps));
    }
  }
  return {
    knob,
    provider: <I>(slot: ProviderSlot<I>): I => {
      if (!providers.has(slot)) throw new Error(`the provider ${slot.system} is declared by no domain of this app`);
      return providers.get(slot) as I;
    },
  };
}
