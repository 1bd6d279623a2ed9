/**
 * What paying with a method means, shared by the method list and the wallet phone screen: run the
 * page's pay actions (a call that creates the payment), then leave for a payment page the answer
 * names (cards) or go to the method's own page (site.json paymentMethods[].next).
 */
import { runActions } from '../../../runtime/actions';
import { applyRule } from '../../../runtime/logic';
import { paymentNextPath } from '../../../runtime/payment-routing';
import type { Action, JsonValue } from '../../../runtime/types';
import { $model } from '../../../state/definitions-model';
import { currentSnapshot } from '../../../state/snapshot';
import { host } from '../../host';
import { go } from '../../navigation';

export async function payWith(props: Record<string, JsonValue>, method: string): Promise<boolean> {
  const ok = await runActions(host, (props.pay ?? []) as Action[], { input: { method } });
  if (!ok) return false;
  const away = props.redirect === undefined ? null : applyRule(props.redirect, currentSnapshot({ method }));
  if (typeof away === 'string' && away !== '') {
    window.location.assign(away);
    return true;
  }
  const next = paymentNextPath($model.getState(), method, { phoneKnown: true });
  if (next) go(next);
  return true;
}
