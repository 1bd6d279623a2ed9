/** Where a one-time code went and until when it holds; the code itself is typed into the step's form field. */
import { applyRule } from '../../../runtime/logic';
import type { WidgetProps } from '../../widget-props';

const TIME = { hour: '2-digit', minute: '2-digit' } as const;

export default function OtpCode({ props, texts, snapshot, lang }: WidgetProps) {
  const recipient = applyRule(props.recipient, snapshot);
  const until = applyRule(props.until, snapshot);
  if (typeof recipient !== 'string' || recipient === '') return null;
  const time = typeof until === 'number' && until > 0 ? new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', TIME).format(until) : '';
  return (
    <p className="note" role="status" data-testid="otp-code" data-recipient={recipient}>
      {texts.k('otp.sentTo', recipient)}
      {time ? ` ${texts.k('otp.validUntil', time)}` : ''}
    </p>
  );
}
