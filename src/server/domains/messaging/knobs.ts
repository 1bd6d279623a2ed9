// The messaging domain's knobs: the SMTP server real mail goes through, and its sender.
import { textKnob } from '../../knobs';

export const smtpUrl = textKnob('SMTP_URL', undefined,
  'SMTP server for MAIL_PROVIDER=smtp, e.g. smtps://user:pass@mail.example.com:465; setting it alone selects smtp');
export const mailFrom = textKnob('MAIL_FROM', 'Shop <no-reply@shop.test>', 'sender of outgoing mail');
