// The subscriber system's postpaid activation as the activation domain's provider, chosen by ACTIVATION_PROVIDER.
import { defineProvider } from '../../../knobs';
import type { ActivationProvider } from './provider';
import { sandboxActivation } from './sandbox';

export const activationProvider = defineProvider<ActivationProvider>({
  system: 'activation', env: 'ACTIVATION_PROVIDER', meaning: 'postpaid activation (/activate)', sandboxInProduction: true,
  implementations: { sandbox: () => sandboxActivation() },
});
