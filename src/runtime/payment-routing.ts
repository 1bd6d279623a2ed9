/** Payment method routing (site.json paymentMethods, decision A11). */
import type { DefinitionModel } from './definition-model';
import { applyRule } from './logic';
import type { PaymentMethod, Site, Text } from './types';

export function findMethod(site: Pick<Site, 'paymentMethods'>, code: string): PaymentMethod | undefined {
  return site.paymentMethods.find((m) => m.code === code && m.enabled);
}

/**
 * The page a chosen method leads to. Wallet-link methods that need the wallet's phone number
 * (`askPhone`) pass through site.paymentPhonePage first; once the phone is known they go to their `next`.
 */
export function paymentNextPath(model: DefinitionModel, code: string, opts: { phoneKnown: boolean }): string | null {
  const method = findMethod(model.defs.site, code);
  if (!method) return null;
  const page = method.askPhone && !opts.phoneKnown ? model.defs.site.paymentPhonePage : method.next;
  return model.resolve(`@page:${page}`);
}

export interface MethodGroup { id: string; label: Text; methods: PaymentMethod[] }

/**
 * Enabled methods grouped in the order of site.paymentGroups (CC, E_WALLET, VA); empty groups dropped.
 * A wallet is listed once: the first of its methods (link, QR, their DPP variants) whose routing rule
 * (`when`) holds over the state snapshot; the customer never chooses between internal variants.
 */
export function groupMethods(site: Pick<Site, 'paymentGroups' | 'paymentMethods'>, snapshot: object = {}): MethodGroup[] {
  const routed = new Set<string>();
  const listed = site.paymentMethods.filter((m) => {
    if (!m.enabled) return false;
    if (!m.wallet) return true;
    if (routed.has(m.wallet)) return false;
    if (m.when !== undefined && !applyRule(m.when, snapshot)) return false;
    routed.add(m.wallet);
    return true;
  });
  return site.paymentGroups
    .map((g) => ({ id: g.id, label: g.label, methods: listed.filter((m) => m.group === g.id) }))
    .filter((g) => g.methods.length > 0);
}
