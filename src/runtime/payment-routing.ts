/** Payment method routing (site.json paymentMethods, decision A11). */
import { pagePath } from './next-target';
import type { Definitions, PaymentMethodDef, Text } from './types';

export const PAYMENT_PHONE_PAGE = 'payment-phone';

export function findMethod(site: Definitions['site'], code: string): PaymentMethodDef | undefined {
  return site.paymentMethods.find((m) => m.code === code && m.enabled);
}

/**
 * The page a chosen method leads to. Wallet-link methods that need the wallet's phone number
 * (`askPhone`) pass through payment-phone first; once the phone is known they go to their `next`.
 */
export function paymentNextPath(
  definitions: Pick<Definitions, 'site' | 'pages'>,
  code: string,
  opts: { phoneKnown: boolean },
): string | null {
  const method = findMethod(definitions.site, code);
  if (!method) return null;
  if (method.askPhone && !opts.phoneKnown) return pagePath(definitions, PAYMENT_PHONE_PAGE);
  return pagePath(definitions, method.next);
}

export interface MethodGroup { id: string; label: Text; methods: PaymentMethodDef[] }

/** Enabled methods grouped in the order of site.paymentGroups (CC, E_WALLET, VA); empty groups dropped. */
export function groupMethods(site: Definitions['site']): MethodGroup[] {
  return site.paymentGroups
    .map((g) => ({ id: g.id, label: g.label, methods: site.paymentMethods.filter((m) => m.enabled && m.group === g.id) }))
    .filter((g) => g.methods.length > 0);
}
