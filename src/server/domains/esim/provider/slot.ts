// eSIM provisioning as the eSIM domain's provider, chosen by ESIM_PROVIDER.
import { defineProvider } from '../../../knobs';
import { esimSmdpHost } from '../knobs';
import type { EsimProvider } from './provider';
import { sandboxEsim } from './sandbox';

export const esimProvider = defineProvider<EsimProvider>({
  system: 'esim', env: 'ESIM_PROVIDER', meaning: 'eSIM provisioning', sandboxInProduction: true,
  implementations: { sandbox: ({ knob }) => sandboxEsim({ smdpHost: knob(esimSmdpHost) }) },
});
