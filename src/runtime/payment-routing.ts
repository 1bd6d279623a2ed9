/** Payment method routing (site.json paymentMethods, decision A11). */
import type { DefinitionModel } from './definition-model';
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

/** Enabled methods grouped in the order of site.paymentGroups (CC, E_WALLET, VA); empty groups dropped. */
export function groupMethods(site: Pick<Site, 'paymentGroups' | 'paymentMethods'>): MethodGroup[] {
  return site.paymentGroups
    .map((g) => ({ id: g.id, label: g.label, methods: site.paymentMethods.filter((m) => m.enabled && m.group === g.id) }))
    .filter((g) => g.methods.length > 0);
}
