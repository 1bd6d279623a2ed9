// The subscriber system's postpaid KTP check as the postpaid domain's provider, chosen by KTP_ELIGIBILITY_PROVIDER.
import { defineProvider } from '../../../knobs';
import type { KtpEligibilityProvider } from './provider';
import { sandboxKtpEligibility } from './sandbox';

export const ktpEligibilityProvider = defineProvider<KtpEligibilityProvider>({
  system: 'ktpEligibility', env: 'KTP_ELIGIBILITY_PROVIDER', meaning: 'postpaid KTP check of the subscriber system', sandboxInProduction: true,
  implementations: { sandbox: () => sandboxKtpEligibility() },
});
