import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../context';
import { operationRoute } from '../../http/operation-route';
import { operations } from './contract';

export function visitRoutes(app: FastifyInstance, ctx: ShopContext): void {
  operationRoute(app, operations['visit.facts']).handle(async ({ request, reply }) => {
    const session = await ctx.visits.current(request);
    // The visit's own facts, never to be cached on the way.
    reply.header('cache-control', 'no-store');
    return { facts: session ? (await ctx.visits.facts(session)).map((f) => f.fact) : [] };
  });
}
