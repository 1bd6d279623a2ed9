// The studio's scheduled publishing API (editors whose role may publish the document's type): schedule a draft for a time in the future
// (it must pass the publish checks already, so a problem shows now rather than at that time), list
// pending and failed schedules, cancel one. The publishing itself is schedules-run.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/types';
import { envelope } from '../http/errors';
import { mayEditType } from '../editors/roles';
import { callerOf, requireCaller, sendRoleRefusal, type CallerAuth } from './auth';
import { checkDocument, draftId, publishedId } from './check';
import type { StudioIssue } from './content-checks';
import type { PublishDeps } from './publish';
import { addSchedule, cancelSchedule, listSchedules } from './schedules';
import type { ScheduleRunner } from './schedules-run';

export interface ScheduleRouteOptions {
  db: Db;
  deps: PublishDeps;
  auth: CallerAuth;
  now: () => Date;
  runner: ScheduleRunner;
  /** The shop's time zone (site definition): the studio picks and shows schedule times on its clock. */
  timeZone: () => Promise<string>;
}

const ID = '^(drafts\\.)?[A-Za-z0-9][A-Za-z0-9._-]{0,199}$';
const idSchema = { type: 'string', pattern: ID, maxLength: 207 } as const;
const idParams = { type: 'object', properties: { id: idSchema }, required: ['id'] } as const;
/** An ISO 8601 time with its offset (what the studio's time picker sends). */
const AT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

function refuse(reply: FastifyReply, status: number, issues: StudioIssue[]): FastifyReply {
  return reply.code(status).send({ ...envelope(status, `Not scheduled: ${issues[0]?.message ?? 'refused'}`), issues });
}

const issue = (file: string, pointer: string, en: string, id: string): StudioIssue => ({ file, pointer, message: en, text: { id, en } });

export function scheduleRoutes(app: FastifyInstance, opts: ScheduleRouteOptions): void {
  const { db, deps, now, runner, timeZone } = opts;
  void app.register(async (scope) => {
    scope.addHook('preHandler', requireCaller(opts.auth));

    scope.get<{ Querystring: { id?: string } }>('/api/studio/schedules', {
      schema: { querystring: { type: 'object', properties: { id: idSchema }, additionalProperties: false } },
    }, async (req) => {
      const { role } = callerOf(req);
      const all = await listSchedules(db, req.query.id === undefined ? undefined : publishedId(req.query.id));
      return { schedules: all.filter((s) => mayEditType(role, s.docType)), timeZone: await timeZone() };
    });

    scope.post<{ Params: { id: string }; Body: { at: string } }>('/api/studio/schedule/:id', {
      schema: {
        params: idParams,
        body: { type: 'object', properties: { at: { type: 'string', pattern: AT, maxLength: 40 } }, required: ['at'], additionalProperties: false },
      },
    }, async (req, reply) => {
      const id = publishedId(req.params.id);
      const at = new Date(req.body.at);
      const current = now();
      if (Number.isNaN(at.getTime())) {
        return refuse(reply, 400, [issue(id, '', `'${req.body.at}' is not a time: choose a date and a time.`, `'${req.body.at}' bukan waktu: pilih tanggal dan jam.`)]);
      }
      if (at.getTime() <= current.getTime()) {
        return refuse(reply, 400, [issue(id, '',
          `The publish time ${at.toISOString()} is not in the future (it is now ${current.toISOString()}): choose a later time.`,
          `Waktu terbit ${at.toISOString()} tidak di masa depan (sekarang ${current.toISOString()}): pilih waktu yang lebih lambat.`)]);
      }
      const draft = await deps.lake.getDocument(draftId(id));
      if (!draft) return refuse(reply, 404, [issue(id, '', `There is no draft of '${id}' to schedule: save a draft first.`, `Tidak ada draf '${id}' untuk dijadwalkan: simpan draf dulu.`)]);
      const caller = callerOf(req);
      if (!mayEditType(caller.role, draft._type)) return sendRoleRefusal(reply, caller.role);
      const { errors } = await checkDocument(id, { ...draft, _id: id }, deps.schemas, deps.lake, deps.flowsDir, deps.operations);
      if (errors.length > 0) return refuse(reply, 400, errors);
      const schedule = await addSchedule(db, id, draft._type, at, current, caller.author);
      if (!schedule) {
        return refuse(reply, 409, [issue(id, '', `'${id}' is already scheduled: cancel that schedule first.`, `'${id}' sudah dijadwalkan: batalkan jadwal itu dulu.`)]);
      }
      runner.rearm();
      return { schedule };
    });

    scope.post<{ Params: { id: string } }>('/api/studio/schedule/:id/cancel', { schema: { params: idParams } }, async (req, reply) => {
      const caller = callerOf(req);
      const pending = (await listSchedules(db, publishedId(req.params.id))).find((s) => s.status === 'scheduled');
      if (pending && !mayEditType(caller.role, pending.docType)) return sendRoleRefusal(reply, caller.role);
      const schedule = await cancelSchedule(db, publishedId(req.params.id), now());
      if (!schedule) return reply.code(404).send(envelope(404, `'${publishedId(req.params.id)}' has no pending schedule`));
      runner.rearm();
      return { schedule };
    });
  });
}
