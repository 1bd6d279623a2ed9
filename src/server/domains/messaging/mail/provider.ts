export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Outgoing mail. Called outside database transactions; `send` throws when the message was not accepted. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<{ id: string }>;
}
