// The one way the server reads content: @sanity/client, against hosted Sanity when configured,
// else against this server's own local lake over loopback HTTP.
import { createClient, type SanityClient } from '@sanity/client';

export const CONTENT_API_VERSION = '2025-02-19';
export const LOCAL_DATASET = 'production';

export interface ContentClientConfig {
  sanityProjectId?: string | undefined;
  sanityDataset?: string | undefined;
  sanityToken?: string | undefined;
  /** Origin of the local lake, e.g. http://127.0.0.1:8080 (the server's own port). */
  lakeUrl: string;
  /** Bearer token of the local lake. */
  adminToken: string;
}

export const isHosted = (c: Pick<ContentClientConfig, 'sanityProjectId' | 'sanityDataset' | 'sanityToken'>): boolean =>
  Boolean(c.sanityProjectId && c.sanityDataset && c.sanityToken);

export function getContentClient(config: ContentClientConfig): SanityClient {
  if (isHosted(config)) {
    return createClient({
      projectId: config.sanityProjectId, dataset: config.sanityDataset, token: config.sanityToken,
      apiVersion: CONTENT_API_VERSION, useCdn: false, perspective: 'published',
    });
  }
  return createClient({
    apiHost: config.lakeUrl, useProjectHostname: false, projectId: 'local', dataset: LOCAL_DATASET,
    token: config.adminToken, apiVersion: CONTENT_API_VERSION, useCdn: false, perspective: 'published',
  });
}
