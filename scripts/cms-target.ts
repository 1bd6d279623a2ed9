// The dataset cms:push / cms:pull talk to: hosted Sanity with SANITY_PROJECT_ID, SANITY_DATASET and
// SANITY_TOKEN, else the shop's local lake at CMS_URL (default http://127.0.0.1:8080) with ADMIN_TOKEN.
import type { SanityClient } from '@sanity/client';
import { getContentClient, isHosted } from '../src/server/content/client';

export function cmsClient(env: Record<string, string | undefined> = process.env): { client: SanityClient; target: string } {
  const hosted = { sanityProjectId: env.SANITY_PROJECT_ID, sanityDataset: env.SANITY_DATASET, sanityToken: env.SANITY_TOKEN };
  if (isHosted(hosted)) return { client: getContentClient({ ...hosted, lakeUrl: '', adminToken: '' }), target: `sanity:${env.SANITY_PROJECT_ID}/${env.SANITY_DATASET}` };
  const lakeUrl = (env.CMS_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const token = env.ADMIN_TOKEN;
  if (!token) throw new Error('Set ADMIN_TOKEN (the server prints "Studio admin token: ..." on start) or SANITY_PROJECT_ID/SANITY_DATASET/SANITY_TOKEN');
  return { client: getContentClient({ lakeUrl, adminToken: token }), target: lakeUrl };
}
