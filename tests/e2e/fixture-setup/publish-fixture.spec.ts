// Publishes the test journey of tests/fixtures/flows into the fixture shop's content lake, as ops
// would (`npm run cms:push -- --overlay tests/fixtures/flows`), then waits until the shop serves it.
// No build and no TypeScript knows the journey: the shop learns it from its published definitions.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pushDocuments } from '../../../scripts/cms-push';
import { cmsClient } from '../../../scripts/cms-target';
import { FIXTURE_OVERLAY } from '../../../scripts/gen-flow-tests/fixture';

// Every journey of the overlay (each a file of its journeys folder).
const journeys = readdirSync(join(FIXTURE_OVERLAY, 'journeys')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));

test('the test journeys are published', async ({ request, baseURL }) => {
  const { client } = cmsClient({ CMS_URL: baseURL, ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin-token' });
  const docs = pushDocuments([FIXTURE_OVERLAY]);
  const tx = client.transaction();
  for (const d of docs) tx.createOrReplace({ ...d, _id: String(d._id), _type: String(d._type) });
  await tx.commit({ visibility: 'sync' });
  await expect.poll(async () => {
    const body = (await (await request.get('/api/definitions')).json()) as { journeys?: Record<string, unknown> };
    return Object.keys(body.journeys ?? {});
  }).toEqual(expect.arrayContaining(journeys));
});
