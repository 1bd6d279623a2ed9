// The domains' knobs and providers for one app: every knob read from the configuration's environment and
// checked once (a bad value stops the start, naming its variable), every provider built from the
// implementation its knob chooses. Routes and services reach them through ctx.parts.
import { coreSecrets, productionRequirements, type ServerConfig } from './config';
import type { Db } from './db/types';
import type { Domain } from './domain';
import { providerKnob, type Knob, type KnobMode, type KnobReader, type ProviderDeps, type ProviderSlot } from './knobs';
import { secretProblems } from './secrets';

export interface DomainParts {
  knob: KnobReader;
  provider<I>(slot: ProviderSlot<I>): I;
}

/** Every knob of `domains`, its providers' choices included, in the README's shape. */
export function domainKnobs(domains: readonly Domain[]): Knob<unknown>[] {
  return domains.flatMap((d) => [...(d.knobs ?? []), ...(d.providers ?? []).map(providerKnob)]);
}

export function knobMode(config: ServerConfig): KnobMode {
  return {
    production: config.env.NODE_ENV === 'production', sandbox: config.sandbox, config,
    env: (name) => { const v = config.env[name]; return v === undefined || v === '' ? undefined : v; },
  };
}

/**
 * The configuration's check: every knob of `domains` read and parsed, each domain's rules across its knobs,
 * then production mode's secrets (the core's and the domains', one per purpose). Every problem is told at
 * once, one a line, and the start refused; otherwise the checked values.
 */
export function readKnobs(domains: readonly Domain[], config: ServerConfig): KnobReader {
  const mode = knobMode(config);
  const values = new Map<Knob<unknown>, unknown>();
  const envs = new Set<string>();
  const problems: string[] = [];
  const failed = new Set<Domain>();
  for (const d of domains) {
    for (const knob of [...(d.knobs ?? []), ...(d.providers ?? []).map(providerKnob)]) {
      if (envs.has(knob.env)) problems.push(`${knob.env} is declared by two domains`);
      envs.add(knob.env);
      try {
        values.set(knob, knob.parse(mode.env(knob.env), mode));
      } catch (err) {
        problems.push(err instanceof Error ? err.message : String(err));
        failed.add(d);
      }
    }
  }
  const knob = <T>(k: Knob<T>): T => {
    if (!values.has(k)) throw new Error(`the knob ${k.env} is declared by no domain of this app`);
    return values.get(k) as T;
  };
  for (const d of domains) {
    if (failed.has(d) || !d.check) continue;
    try {
      d.check(knob, mode);
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
    }
  }
  if (mode.production) {
    problems.push(...productionRequirements(config));
    const secrets = [...coreSecrets(config), ...domains.flatMap((d) => d.knobs ?? []).filter((k) => k.secret && values.has(k))
      .map((k) => ({ env: k.env, value: typeof values.get(k) === 'string' ? String(values.get(k)) : undefined, set: mode.env(k.env) !== undefined, why: k.secret?.why }))];
    problems.push(...secretProblems(secrets));
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return knob;
}

/** `replaced`: implementations by system name that tests put in place of the configured ones. */
export function domainParts(domains: readonly Domain[], config: ServerConfig, db: Db, replaced: Readonly<Record<string, unknown>> = {}): DomainParts {
  const knob = readKnobs(domains, config);
  const deps: ProviderDeps = { config, db, knob };
  const providers = new Map<ProviderSlot<unknown>, unknown>();
  for (const d of domains) {
    for (const slot of d.providers ?? []) {
      const make = slot.implementations[knob(providerKnob(slot))] ?? slot.implementations.sandbox;
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
