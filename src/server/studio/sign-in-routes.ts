// Sign-in and sign-out of named editors: a session cookie (HTTP-only, SameSite=Strict, Secure over
// https) and the session's CSRF token in the answer. A wrong password, an unknown email and a
// disabled account get the same answer; repeated failures lock the email for a while, and one client
// address (req.ip, which honours TRUST_PROXY) may only try so often.
import type { FastifyInstance } from 'fastify';
import { envelope } from '../http/errors';
import { ADDRESS_WINDOW_MINUTES, LOCK_MINUTES } from '../editors/accounts';
import type { EditorAuth } from '../editors/principal';
import { PASSWORD_MAX } from '../editors/passwords';
import { cookieHeader, sessionCookie } from '../editors/sessions';

export const EMAIL_SCHEMA = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' } as const;

export function signInRoutes(app: FastifyInstance, editors: EditorAuth): void {
  app.post<{ Body: { email: string; password: string } }>('/api/studio/login', {
    schema: {
      body: {
        type: 'object', additionalProperties: false, required: ['email', 'password'],
        properties: { email: { type: 'string', minLength: 1, maxLength: 254 }, password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX } },
      },
    },
  }, async (req, reply) => {
    const result = await editors.accounts.signIn(req.body.email, req.body.password, req.ip);
    if (!result.ok && result.reason === 'address') {
      const seconds = result.retryAfterSeconds;
      const minutes = Math.ceil(seconds / 60);
      const text = {
        id: `Terlalu banyak percobaan masuk dari alamat ini. Coba lagi dalam ${minutes} menit.`,
        en: `Too many sign-in attempts from this address. Try again in ${minutes} minutes.`,
      };
      return reply.code(429).header('retry-after', String(seconds)).send({ ...envelope(429, text.en), text, windowMinutes: ADDRESS_WINDOW_MINUTES });
    }
    if (!result.ok && result.reason === 'locked') {
      const minutes = result.minutesLeft;
      const text = {
        id: `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit, atau minta admin mengatur ulang kata sandi Anda.`,
        en: `Too many failed sign-ins. Try again in ${minutes} minutes, or ask an admin to reset your password.`,
      };
      return reply.code(429).header('retry-after', String(minutes * 60)).send({ ...envelope(429, text.en), text, lockMinutes: LOCK_MINUTES });
    }
    if (!result.ok) {
      const text = { id: 'Email atau kata sandi salah.', en: 'The email or the password is wrong.' };
      return reply.code(401).send({ ...envelope(401, text.en), text });
    }
    const session = await editors.sessions.open(result.account.id);
    const { account } = result;
    return reply.header('set-cookie', cookieHeader(req, session.id, session.maxAgeSeconds)).send({
      ok: true, csrf: session.csrf, who: { name: account.name, author: account.email, role: account.role, via: 'session' },
    });
  });

  app.post('/api/studio/logout', async (req, reply) => {
    const id = sessionCookie(req);
    if (id) await editors.sessions.close(id);
    return reply.header('set-cookie', cookieHeader(req, '', 0)).send({ ok: true });
  });
}
