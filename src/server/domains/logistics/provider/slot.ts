// The delivery partners' rates as the logistics domain's provider, chosen by LOGISTICS_PROVIDER.
import { defineProvider } from '../../../knobs';
import type { LogisticsProvider } from './provider';
import { sandboxLogistics } from './sandbox';

export const logisticsProvider = defineProvider<LogisticsProvider>({
  system: 'logistics', env: 'LOGISTICS_PROVIDER', meaning: 'delivery rates', sandboxInProduction: true,
  implementations: { sandbox: ({ db }) => sandboxLogistics(db) },
});
