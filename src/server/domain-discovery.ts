// Finds the domain folders under a directory: each folder holding a domain.ts that exports `domain`
// (defineDomain). The generator writes the shop's registries from it (scripts/gen-domains.ts) and tests
// add a test-only folder with it, so a domain is found, never listed by hand.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Domain } from './domain';

export interface DomainFolder {
  /** The folder's name, which is the domain's name. */
  folder: string;
  /** Whether the folder holds a contract.ts (its operations, shared with the browser). */
  hasContract: boolean;
}

export interface FoundDomain extends DomainFolder {
  domain: Domain;
}

/** Why a domain module breaks the rules the registries rely on (empty when it keeps them). */
export function domainProblems(folder: string, domain: Domain): string[] {
  const problems: string[] = [];
  if (domain.name !== folder) problems.push(`${folder}/domain.ts is named '${domain.name}': a domain's name is its folder's`);
  for (const [key, op] of Object.entries(domain.operations ?? {})) {
    if (op.name !== key) problems.push(`${folder}: operation '${key}' is named '${op.name}'`);
    if (!key.startsWith(`${domain.name}.`)) problems.push(`${folder}: operation '${key}' is not named '${domain.name}.<verb>'`);
  }
  for (const m of domain.migrations ?? []) {
    if (!m.key.startsWith(`${domain.name}/`)) problems.push(`${folder}: migration ${m.key} is not one of ownedMigrations('${domain.name}', ...)`);
  }
  if (domain.operations && !domain.routes) problems.push(`${folder}: it declares operations but no routes`);
  return problems;
}

/** The domain folders in `dir` (those holding a domain.ts), by name; read from the file system only. */
export function domainFolders(dir: string): DomainFolder[] {
  return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    .filter((folder) => existsSync(join(dir, folder, 'domain.ts')))
    .map((folder) => ({ folder, hasContract: existsSync(join(dir, folder, 'contract.ts')) }));
}

/** Loads a folder's domain.ts: from the file system by default; a bundle passes the modules it holds (test-domains.ts). */
export type DomainLoader = (folder: string) => Promise<unknown>;

/** The domains in `dir`, by folder name, their modules loaded; throws when one breaks the rules. */
export async function discoverDomains(dir: string, load: DomainLoader = (folder) => import(pathToFileURL(join(dir, folder, 'domain.ts')).href)): Promise<FoundDomain[]> {
  const found: FoundDomain[] = [];
  const problems: string[] = [];
  for (const { folder, hasContract } of domainFolders(dir)) {
    const mod = (await load(folder)) as { domain?: Domain };
    if (!mod.domain) { problems.push(`${folder}/domain.ts exports no domain`); continue; }
    problems.push(...domainProblems(folder, mod.domain));
    found.push({ folder, hasContract, domain: mod.domain });
  }
  if (problems.length > 0) throw new Error(`domains in ${dir}:\n${problems.join('\n')}`);
  return found;
}
