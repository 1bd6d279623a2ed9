// Sanity Studio configuration for hosted Sanity. Plain objects on purpose: the shop does not
// install the `sanity` package; in a Studio project wrap this in defineConfig({...}) and add
// plugins: [structureTool()]. The schema types are generated from flows/schema/content
// (npm run cms:gen-schema), so the studio and the shop's validators cannot drift.
import { schemaTypes } from './schemaTypes';

const env = (name: string): string | undefined => (typeof process === 'undefined' ? undefined : process.env[name]);

export default {
  name: 'sim-shop',
  title: 'SIM shop',
  projectId: env('SANITY_STUDIO_PROJECT_ID') ?? env('SANITY_PROJECT_ID') ?? '',
  dataset: env('SANITY_STUDIO_DATASET') ?? env('SANITY_DATASET') ?? 'production',
  schema: { types: schemaTypes },
};
