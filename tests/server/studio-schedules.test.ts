// Scheduled publishing: a draft publishes at its time through the publish checks, once across
// several runners, can be cancelled, is refused for a past time, and fails with its reason when the
// checks fail at that time. The clock is injected; the due check is called, never waited for.
import { tokenOnlyAuth } from '../../src/server/editors/principal';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { installErrorHandling } from '../../src/server/http/errors';
import { scheduleRoutes } from '../../src/server/studio/schedule-routes';
import { claimDue, STALE_CLAIM_MS } from '../../src/server/studio/schedules';
import { scheduleRunner, type ScheduleRunner } from '../../src/server/studio/schedules-run';
import { loadStudioSchemas } from '../../src/server/studio/schemas';
import { memoryLake, type MemoryLake } from './studio-memory-lake';
import { openEmptyTestDb, type TestDb } from './harness';

const ROOT = resolve(import.meta.dirname, '../..');
const TOKEN = 'schedule-test-token';
const auth = { authorization: `Bearer ${TOKEN}` };
const T0 = new Date('2030-01-01T10:00:00.000Z');
const later = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);

let testDb: TestDb;
let lake: MemoryLake;
let app: FastifyInstance;
let clock = T0;
let runners: [ScheduleRunner, ScheduleRunner];

const banner = (id: string, title: string) => ({
  _id: `drafts.${id}`, _type: 'banner', code: id, order: 1,
  en: { title, img_main_dsk_webp: '/images/a.webp', img_main_mob_webp: '/images/b.webp' },
  id: { title: `${title} (id)`, img_main_dsk_webp: '/images/a.webp', img_main_mob_webp: '/images/b.webp' },
});
const schedule = (id: string, at: Date | string) =>
  app.inject({ method: 'POST', url: `/api/studio/schedule/${id}`, headers: auth, payload: { at: typeof at === 'string' ? at : at.toISOString() } });
const list = async (id?: string) =>
  (await app.inject({ url: `/api/studio/schedules${id ? `?id=${id}` : ''}`, headers: auth })).json() as { timeZone: string; schedules: Array<{ documentId: string; status: string; publishAt: string; reason: Array<{ message: string; text?: { id: string; en: string } }> | null }> };

beforeAll(async () => {
  testDb = await openEmptyTestDb();
  await migrate(testDb.db);
  lake = memoryLake();
  const deps = { lake, schemas: loadStudioSchemas(resolve(ROOT, 'flows')), flowsDir: resolve(ROOT, 'flows') };
  const now = () => clock;
  // Two runners on one database: two shop processes.
  runners = [scheduleRunner(testDb.db, deps, now), scheduleRunner(testDb.db, deps, now)];
  app = Fastify();
  installErrorHandling(app);
  scheduleRoutes(app, { db: testDb.db, deps, auth: tokenOnlyAuth(() => TOKEN), now, runner: runners[0], timeZone: async () => 'Asia/Jakarta' });
  await app.ready();
});
afterAll(async () => { await app.close(); await testDb.close(); });
beforeEach(() => { clock = T0; });

describe('scheduled publishing', () => {
  it('needs the admin token', async () => {
    expect((await app.inject({ url: '/api/studio/schedules' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/studio/schedule/x', payload: { at: later(5).toISOString() } })).statusCode).toBe(401);
  });

  it("takes a time with the shop's offset as the studio's picker sends it, and says the shop's zone", async () => {
    await lake.mutate([{ createOrReplace: banner('sched-wib', 'At nine WIB') }]);
    const at = new Date(later(60 * 24).getTime());
    // The same instant on Jakarta's clock: 7 hours ahead of UTC, written with +07:00.
    const wib = new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 16) + ':00+07:00';
    at.setUTCSeconds(0, 0);
    expect((await schedule('sched-wib', wib)).statusCode).toBe(200);
    const listed = await list('sched-wib');
    expect(listed.timeZone).toBe('Asia/Jakarta');
    expect(listed.schedules).toMatchObject([{ documentId: 'sched-wib', status: 'scheduled', publishAt: at.toISOString() }]);
    await app.inject({ method: 'POST', url: '/api/studio/schedule/sched-wib/cancel', headers: auth });
  });

  it('publishes a draft when it is due, not before, and shows it as scheduled until then', async () => {
    await lake.mutate([{ createOrReplace: banner('sched-due', 'At ten past') }]);
    const res = await schedule('sched-due', later(10));
    expect(res.statusCode).toBe(200);
    // Who scheduled it is kept: the publish at that time is recorded as theirs.
    expect((await list('sched-due')).schedules).toMatchObject([{ documentId: 'sched-due', status: 'scheduled', publishAt: later(10).toISOString(), author: 'admin token' }]);
    expect(await runners[0].runDueSchedules(later(9))).toEqual([]);
    expect(lake.docs.has('sched-due')).toBe(false);
    const done = await runners[0].runDueSchedules(later(10));
    expect(done.map((r) => [r.schedule.documentId, r.status])).toEqual([['sched-due', 'published']]);
    expect(lake.docs.get('sched-due')).toMatchObject({ _type: 'banner', en: { title: 'At ten past' } });
    expect(lake.docs.has('drafts.sched-due')).toBe(false);
    expect((await list('sched-due')).schedules).toEqual([]);
  });

  it('publishes once when two processes run the due check at the same moment', async () => {
    await lake.mutate([{ createOrReplace: banner('sched-once', 'Once') }]);
    expect((await schedule('sched-once', later(1))).statusCode).toBe(200);
    const published = async () => (await lake.revisions('sched-once')).filter((r) => r.documentId === 'sched-once').length;
    const before = await published();
    const [a, b] = await Promise.all([runners[0].runDueSchedules(later(2)), runners[1].runDueSchedules(later(2))]);
    const mine = [...a, ...b].filter((r) => r.schedule.documentId === 'sched-once');
    expect(mine.map((r) => r.status)).toEqual(['published']);
    // One publish: one new revision of the published document.
    expect(await published()).toBe(before + 1);
  });

  it('refuses a time that is not in the future, in both languages', async () => {
    await lake.mutate([{ createOrReplace: banner('sched-past', 'Past') }]);
    for (const at of [later(-1), T0]) {
      const res = await schedule('sched-past', at);
      expect(res.statusCode).toBe(400);
      const issue = (res.json() as { issues: Array<{ message: string; text: { id: string; en: string } }> }).issues[0];
      expect(issue?.text.en).toMatch(/not in the future/);
      expect(issue?.text.id).toMatch(/tidak di masa depan/);
    }
    expect((await schedule('sched-past', 'yesterday')).statusCode).toBe(400);
    expect((await list('sched-past')).schedules).toEqual([]);
  });

  it('cancels a pending schedule, which then never publishes', async () => {
    await lake.mutate([{ createOrReplace: banner('sched-cancel', 'Cancelled') }]);
    expect((await schedule('sched-cancel', later(5))).statusCode).toBe(200);
    expect((await schedule('sched-cancel', later(6))).statusCode).toBe(409);
    const cancel = await app.inject({ method: 'POST', url: '/api/studio/schedule/sched-cancel/cancel', headers: auth });
    expect(cancel.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/studio/schedule/sched-cancel/cancel', headers: auth })).statusCode).toBe(404);
    expect(await runners[0].runDueSchedules(later(60))).toEqual([]);
    expect(lake.docs.has('sched-cancel')).toBe(false);
    // Cancelled, it can be scheduled again.
    expect((await schedule('sched-cancel', later(61))).statusCode).toBe(200);
  });

  it('marks a schedule failed with the reason when the checks fail at its time', async () => {
    await lake.mutate([{ createOrReplace: banner('sched-fail', 'Fine now') }]);
    expect((await schedule('sched-fail', later(30))).statusCode).toBe(200);
    // Edited afterwards into something publish refuses (an empty title).
    const broken = banner('sched-fail', '');
    await lake.mutate([{ createOrReplace: broken }]);
    const [result] = await runners[1].runDueSchedules(later(31));
    expect(result).toMatchObject({ status: 'failed' });
    expect(lake.docs.has('sched-fail')).toBe(false);
    const [shown] = (await list('sched-fail')).schedules;
    expect(shown).toMatchObject({ status: 'failed' });
    expect(shown?.reason?.[0]?.text?.en).toBeTruthy();
    expect(shown?.reason?.[0]?.text?.id).toBeTruthy();
  });

  it('refuses to schedule a draft that would not pass publish now', async () => {
    await lake.mutate([{ createOrReplace: banner('sched-bad', '') }]);
    const res = await schedule('sched-bad', later(5));
    expect(res.statusCode).toBe(400);
    expect((await schedule('no-such-draft', later(5))).statusCode).toBe(404);
  });

  it('takes over a schedule whose process died while publishing it, once the claim is stale', async () => {
    await lake.mutate([{ createOrReplace: banner('sched-crash', 'Crashed') }]);
    expect((await schedule('sched-crash', later(1))).statusCode).toBe(200);
    // A process claims it and dies before publishing.
    expect((await claimDue(testDb.db, later(2))).map((s) => s.documentId)).toContain('sched-crash');
    expect(await runners[0].runDueSchedules(later(3))).toEqual([]);
    expect((await list('sched-crash')).schedules).toMatchObject([{ status: 'publishing' }]);
    const taken = await runners[1].runDueSchedules(new Date(later(2).getTime() + STALE_CLAIM_MS + 1000));
    expect(taken.map((r) => [r.schedule.documentId, r.status])).toEqual([['sched-crash', 'published']]);
    expect(lake.docs.get('sched-crash')).toMatchObject({ en: { title: 'Crashed' } });
  });
});
