// Hands out the content client once it can exist. The lake's routes are registered before
// listen(), but the client needs the port the server actually got, so it is created on first use:
// from the listening address, or, when the app was never told to listen (fastify.inject in tests),
// by making it listen on an ephemeral loopback port itself.
import type { AddressInfo } from 'node:net';
import type { SanityClient } from '@sanity/client';
import type { FastifyInstance } from 'fastify';
import { getContentClient, isHosted, type ContentClientConfig } from './client';

export class ContentSource {
  private client: SanityClient | undefined;
  private pending: Promise<SanityClient> | undefined;

  constructor(private readonly app: FastifyInstance, private readonly config: Omit<ContentClientConfig, 'lakeUrl'>) {}

  /** Whether reads can go out now without starting a listener (site.json falls back until then). */
  get available(): boolean {
    return this.client !== undefined || isHosted(this.config) || this.app.server.listening;
  }

  get(): Promise<SanityClient> {
    if (this.client) return Promise.resolve(this.client);
    // A failed start (listen error) is retried by the next read instead of being remembered.
    this.pending ??= this.create().then((c) => (this.client = c), (err: unknown) => {
      this.pending = undefined;
      throw err;
    });
    return this.pending;
  }

  private async create(): Promise<SanityClient> {
    if (isHosted(this.config)) return getContentClient({ ...this.config, lakeUrl: '' });
    if (!this.app.server.listening) await this.app.listen({ host: '127.0.0.1', port: 0 });
    const addr = this.app.server.address() as AddressInfo;
    // A wildcard bind is reachable on loopback; a specific address is used as is.
    const host = addr.address === '0.0.0.0' || addr.address === '::' ? '127.0.0.1' : addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
    return getContentClient({ ...this.config, lakeUrl: `http://${host}:${addr.port}` });
  }
}
