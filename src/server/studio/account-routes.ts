// The accounts screen's API (admins only): list, create, change role or name, disable, reset password.
import type { FastifyInstance } from 'fastify';
import { envelope } from '../http/errors';
import { DuplicateEmail } from '../editors/accounts';
import type { EditorAuth } from '../editors/principal';
import { PASSWORD_MAX, PASSWORD_MIN } from '../editors/passwords';
import { mayManageAccounts, ROLES, type Role } from '../editors/roles';
import { requireCaller } from './auth';
import { EMAIL_SCHEMA } from './sign-in-routes';

const password = { type: 'string', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX } as const;
const name = { type: 'string', minLength: 1, maxLength: 120 } as const;
const role = { type: 'string', enum: [...ROLES] } as const;

export function accountRoutes(app: FastifyInstance, editors: EditorAuth): void {
  void app.register(async (scope) => {
    scope.addHook('preHandler', requireCaller(editors, mayManageAccounts));

    scope.get('/api/studio/accounts', async () => ({ accounts: await editors.accounts.list() }));

    scope.post<{ Body: { email: string; name: string; role: Role; password: string } }>('/api/studio/accounts', {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['email', 'name', 'role', 'password'], properties: { email: EMAIL_SCHEMA, name, role, password } },
      },
    }, async (req, reply) => {
      try {
        return reply.code(201).send({ account: await editors.accounts.create(req.body) });
      } catch (e) {
        if (!(e instanceof DuplicateEmail)) throw e;
        const text = { id: 'Sudah ada akun dengan email ini.', en: 'An account with this email exists already.' };
        return reply.code(409).send({ ...envelope(409, text.en), text });
      }
    });

    scope.post<{ Params: { id: number }; Body: { name?: string; role?: Role; disabled?: boolean; password?: string } }>('/api/studio/accounts/:id', {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['id'] },
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: { name, role, disabled: { type: 'boolean' }, password } },
      },
    }, async (req, reply) => {
      const account = await editors.accounts.update(req.params.id, req.body);
      if (!account) return reply.code(404).send(envelope(404, 'no such account'));
      return { account };
    });
  });
}
