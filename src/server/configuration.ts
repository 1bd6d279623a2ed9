// The shop's whole configuration: the core's (loadConfig) and every domain's knobs, checked together, so a
// start (npm start, scripts, tests) is refused before anything opens, every problem told at once.
import { loadConfig, type ServerConfig } from './config';
import type { Domain } from './domain';
import { readKnobs } from './domain-parts';
import { DOMAINS } from './domains/registry';
import type { KnobReader } from './knobs';

export interface Configuration {
  config: ServerConfig;
  /** The domains' knobs, read and checked. */
  knob: KnobReader;
}

export function loadConfiguration(env: Readonly<Record<string, string | undefined>> = process.env, domains: readonly Domain[] = DOMAINS): Configuration {
  const config = loadConfig(env);
  return { config, knob: readKnobs(domains, config) };
}
