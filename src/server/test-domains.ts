// Test only: the shop with the domain folders of a test's folder beside its own (the end-to-end fixture
// shop: scripts/e2e-run.mjs bundles this entry with the folders E2E_DOMAINS names). The folders are
// found by discoverDomains as the shop's own are; the bundle hands over their modules, since plain node
// does not load TypeScript. Production mode refuses it: a shop serves only the domains it was built with.
import { discoverDomains, type DomainLoader } from './domain-discovery';
import { DOMAINS } from './domains/registry';
import { serve } from './serve';

export async function serveWithTestDomains(dir: string, load: DomainLoader): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error(`test-only domains (${dir}) are refused in production mode`);
  const found = await discoverDomains(dir, load);
  console.log(`test-only domains from ${dir}: ${found.map((f) => f.folder).join(', ')}`);
  await serve([...DOMAINS, ...found.map((f) => f.domain)]);
}
