// A domain is a folder, src/server/domains/<name>/, whose domain.ts declares with defineDomain what it adds
// to the shop: its operations (contract.ts, shared with the browser), routes, migrations, knobs, providers,
// the catalogue codes it answers, its seed data.
// scripts/gen-domains.ts finds the folders and writes the registries (src/server/domains/registry.ts and
// src/contracts/generated/domain-operations.ts), so no core file names a domain.
import type { FastifyInstance } from 'fastify';
import type { OperationSpec } from '../contracts/operation';
import { entriesBeyondTable, type OperationEntries } from '../contracts/operation-entries';
import type { ShopContext } from './context';
import type { Migration } from './db/migrations';
import type { Knob, KnobMode, KnobReader, ProviderSlot } from './knobs';
import type { DomainSeed } from './seed/domain-seed';
import type { CallerAuth } from './studio/auth';
import type { DomainSweep } from './sweeps';

export type DomainRoutes = (app: FastifyInstance, ctx: ShopContext) => void | Promise<void>;

export interface Domain {
  /** The folder's name; every operation of the domain is named `<name>.<verb>`. */
  readonly name: string;
  /** Its contract.ts `operations`: each one is registered by its routes. */
  readonly operations?: Readonly<Record<string, OperationSpec>>;
  /** Its tables' migrations (ownedMigrations(name, ...)): the runner orders them with every other domain's. */
  readonly migrations?: readonly Migration[];
  /** What it puts into a database that lacks it (src/server/seed/domain-seed.ts), after the migrations, on every start. */
  readonly seed?: DomainSeed;
  /** Its configuration knobs (defineKnob): read and checked at start, read with ctx.parts.knob. */
  readonly knobs?: readonly Knob<unknown>[];
  /** The external systems it talks to (defineProvider), each chosen by its own knob: ctx.parts.provider. */
  readonly providers?: readonly ProviderSlot<unknown>[];
  /**
   * Rules across its knobs (its providers' choices read with providerKnob) and the mode: throws, naming the
   * variables, to refuse the start (a real gateway needs its URL, key and own secret). Runs once its knobs read well.
   */
  readonly check?: (knob: KnobReader, mode: KnobMode) => void;
  /** The catalogue codes (flows/errors.json) its routes and providers may answer, by name. */
  readonly errors?: Readonly<Record<string, number>>;
  /**
   * What the domain adds to other domains' mechanisms, once per app before any route: the kinds of
   * order reference it owns, its subscriptions to events, the ports it provides (its own module says which).
   */
  readonly install?: (ctx: ShopContext) => void;
  /** The shop's routes (its operations and any others it serves). */
  readonly routes?: DomainRoutes;
  /** Routes of the staff screens, behind the studio's sign-in. */
  readonly studioRoutes?: (app: FastifyInstance, ctx: ShopContext, auth: CallerAuth) => void | Promise<void>;
  /** Routes that exist only in sandbox mode (SANDBOX=1): the pages of its sandbox providers (it checks which are chosen). */
  readonly sandboxRoutes?: DomainRoutes;
  /** What it does by itself from time to time (src/server/sweeps.ts), in every process. */
  readonly sweeps?: readonly DomainSweep[];
}

/** Keeps a domain's literal types (its operations' schemas drive the request and answer types). */
export const defineDomain = <const D extends Domain>(domain: D): D => domain;

/** What `domains` serve beyond the browser build's table (test-only domains), as the server announces it. */
export const operationsBeyondBuild = (domains: readonly Domain[]): OperationEntries =>
  entriesBeyondTable(domains.flatMap((d) => Object.values(d.operations ?? {})));

/** Throws when two domains claim one operation, spell one catalogue code's name with two codes or a seed waits on no domain. */
export function checkDomains(domains: readonly Domain[]): void {
  const problems: string[] = [];
  const ops = new Map<string, string>();
  const codes = new Map<string, number>();
  for (const d of domains) {
    for (const name of Object.keys(d.operations ?? {})) {
      const other = ops.get(name);
      if (other !== undefined) problems.push(`operation '${name}' is declared by ${other} and ${d.name}`);
      ops.set(name, d.name);
    }
    for (const [name, code] of Object.entries(d.errors ?? {})) {
      const known = codes.get(name);
      if (known !== undefined && known !== code) problems.push(`${d.name} names ${code} '${name}', another domain ${known}`);
      codes.set(name, code);
    }
  }
  const names = new Set(domains.map((d) => d.name));
  for (const d of domains) {
    for (const other of d.seed?.after ?? []) if (!names.has(other)) problems.push(`${d.name}'s seed runs after '${other}', which is no domain`);
  }
  if (problems.length > 0) throw new Error(`the domains do not fit together:\n${problems.join('\n')}`);
}
