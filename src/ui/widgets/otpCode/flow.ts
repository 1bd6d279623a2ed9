import { fillField } from '../form/flow';
import type { WidgetFlow } from '../../../definitions/widget-flow';

/** The code as the customer reads it: the newest message of the sandbox outbox to the recipient shown, typed into its field. */
export const flow: WidgetFlow = {
  async satisfy({ page, props, fields }) {
    const recipient = (await page.getByTestId('otp-code').getAttribute('data-recipient')) ?? '';
    const field = fields.find((f) => f.name === props.field);
    if (!recipient || !field) throw new Error(`otpCode: no recipient shown or no field '${String(props.field)}' on the step`);
    const answer = await page.request.get(`/sandbox/outbox?to=${encodeURIComponent(recipient)}&limit=1`);
    const { messages } = (await answer.json()) as { messages: Array<{ body: string }> };
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`otpCode: no code in the outbox for ${recipient}`);
    await fillField(page, field, code);
  },
};
