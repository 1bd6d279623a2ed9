// Wires the content lake into the shop app: admin token, lake routes at the root, the content
// client (created on first use, see source.ts) and the live relay. The /api content routes are
// the content domain's (src/server/domains/content).
import type { FastifyInstance } from 'fastify';
import type { OperationEntries } from '../../contracts/operation-entries';
import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import { resolveAdminToken } from '../lake/auth';
import { EditorAuth } from '../editors/principal';
import { registerLake } from '../lake/plugin';
import { UntrustedQueries } from '../lake/untrusted-queries';
import { SseRegistry } from '../lake/sse';
import { LakeStore } from '../lake/store';
import type { ChangeBus } from '../sync/change-bus';
import { isDraftId } from '../lake/ids';
import { installReadYourWrites } from '../lake/read-your-writes';
import { isHosted, LOCAL_DATASET } from './client';
import type { ContentContext } from './context';
import { CheckedReleases } from './checked-releases';
import { PublishedDefinitions } from './definitions-release';
import { LiveRelay } from './live-relay';
import { clientUpstream, storeUpstream } from './live-upstreams';
import { localLakeQuery } from './local-lake-query';
import { ContentReader } from './reader';
import { ContentSource } from './source';

export interface ContentInstall {
  ctx: ContentContext;
  relay: LiveRelay;
  /** Who calls the lake and the studio: the admin token or an editor's session. */
  editors: EditorAuth;
  /** Registers the lake's routes (at the root). */
  register(): Promise<void>;
  /** Told the type of every published (not draft) document that changed, in any process. */
  onPublish(fn: (type: string) => void): void;
  /** Resolves once this process's copy of the lake holds the transaction (read-your-writes). */
  catchUp(txId: string): Promise<void>;
}

/** `operations`: those the app serves beyond the build's table (announced with the definitions). */
export async function prepareContent(
  app: FastifyInstance, db: Db, config: ServerConfig, now: () => Date, bus?: ChangeBus, operations: OperationEntries = {},
): Promise<ContentInstall> {
  const { token, generated } = await resolveAdminToken(db, config.adminToken);
  // The studio reads the token from the config.
  config.adminToken = token;
  if (generated && config.logger) console.log(`Studio admin token: ${token}`);
  const source = new ContentSource(app, { sanityProjectId: config.sanityProjectId, sanityDataset: config.sanityDataset, sanityToken: config.sanityToken, adminToken: token });
  const streams = new SseRegistry();
  const auth = new EditorAuth(db, () => config.adminToken, now);
  // Other processes' commits arrive through the bus: the store re-reads them and tells its listeners
  // (the lake's listen streams and the /api/live relay) like its own.
  const store = new LakeStore(db, undefined, bus);
  const hosted = isHosted({ sanityProjectId: config.sanityProjectId, sanityDataset: config.sanityDataset, sanityToken: config.sanityToken });
  // The local lake is read in process; hosted Sanity through @sanity/client.
  const reader = new ContentReader(source, app.log, hosted ? undefined : localLakeQuery(store));
  const definitions = new PublishedDefinitions(reader, config.flowsDir, new CheckedReleases(db, now),
    (problems) => app.log.warn({ problems }, 'the published definitions fail the publish checks: the newest checked release is served'), operations);
  const ctx: ContentContext = { reader, source, now, adminToken: token, editors: auth, streams, definitions };
  const relay = new LiveRelay(hosted ? clientUpstream(source) : storeUpstream(store), app.log);
  const published = new Set<(type: string) => void>();
  const tell = (type: string): void => { for (const fn of published) fn(type); };
  const unwatch = hosted
    ? relay.subscribe((e) => tell(e.type || (e.documentId.startsWith('def.') ? 'definition' : '')))
    : store.onCommit((outcome) => {
      const types = new Set(outcome.changes.filter((ch) => !isDraftId(ch.id)).map((ch) => ch.next?._type ?? ch.previous?._type ?? ''));
      for (const type of types) tell(type);
    });
  // A published definition changes the set: the next read builds the new version.
  published.add((type) => { if (type === 'definition') definitions.invalidate(); });
  const untrustedQueries = new UntrustedQueries(store);
  installReadYourWrites(app, store);
  app.addHook('preClose', async () => {
    unwatch();
    relay.close();
    streams.closeAll();
    await untrustedQueries.close();
  });
  return {
    ctx, relay, editors: auth,
    onPublish(fn) { published.add(fn); },
    catchUp: (txId) => store.catchUp(txId),
    async register() {
      await registerLake(app, { store, adminToken: token, auth, dataset: LOCAL_DATASET, streams, untrustedQueries });
    },
  };
}
