import { createTransport } from 'nodemailer';
import type { MailMessage, MailProvider } from './provider';

/** Real mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
export function smtpMail(opts: { url: string; from: string }): MailProvider {
  const transport = createTransport(opts.url);
  return {
    name: 'smtp',
    async send(m: MailMessage) {
      const info = await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}) });
      return { id: info.messageId };
    },
  };
}
