/** Sandbox mode only (the payment answer names its sandbox page): a link for testers to pay or fail the payment. */
import { valueAt } from '../../runtime/session';
import type { JsonValue } from '../../runtime/types';
import type { Texts } from '../use-texts';

export function SandboxLink({ payment, texts }: { payment: JsonValue; texts: Texts }) {
  const url = valueAt(payment, 'sandbox_url');
  if (typeof url !== 'string' || !url.startsWith('/sandbox/')) return null;
  return (
    <a className="btn btn--link" href={`${url}?lang=${texts.lang}`} target="_blank" rel="noopener" data-testid="sandbox-link">
      {texts.k('payment.sandboxLink')}
    </a>
  );
}
