// Global setup (after the shops are up): publishes the test journeys of tests/fixtures/flows into the fixture shop's
// content lake, as ops would (`npm run cms:push -- --overlay tests/fixtures/flows`), then waits until the shop serves
// them. No build and no TypeScript knows the journeys: the shop learns them from its published definitions.
// A global setup rather than a setup project: a project's dependents wait for every project of its phase, which left
// a worker idle at the end of each phase.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pushDocuments } from '../../scripts/cms-push';
import { cmsClient } from '../../scripts/cms-target';
import { FIXTURE_OVERLAY } from '../../scripts/gen-flow-tests/fixture';
import { FIXTURE_URL } from './shop-ports';

// Every journey of the overlay (each a file of its journeys folder).
const journeys = readdirSync(join(FIXTURE_OVERLAY, 'journeys')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));

/** The journeys the shop serves once its copy of the lake holds `revision` (README: read-your-writes). */
async function servedAfter(revision: string): Promise<string[]> {
  const res = await fetch(`${FIXTURE_URL}/api/definitions`, { headers: { 'x-lake-revision': revision } });
  if (!res.ok) throw new Error(`GET /api/definitions after the fixture publish: HTTP ${res.status}`);
  const body = (await res.json()) as { journeys?: Record<string, unknown> };
  return Object.keys(body.journeys ?? {});
}

export default async function publishFixture(): Promise<void> {
  const { client } = cmsClient({ CMS_URL: FIXTURE_URL, ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin-token' });
  const tx = client.transaction();
  for (const d of pushDocuments([FIXTURE_OVERLAY])) tx.createOrReplace({ ...d, _id: String(d._id), _type: String(d._type) });
  // The request naming the commit's transaction is answered only once the shop holds it: no waiting on time.
  const { transactionId } = await tx.commit({ visibility: 'sync' });
  const have = await servedAfter(transactionId);
  const missing = journeys.filter((j) => !have.includes(j));
  if (missing.length > 0) throw new Error(`the fixture shop does not serve ${missing.join(', ')} after the publish (serves ${have.join(', ')})`);
}
