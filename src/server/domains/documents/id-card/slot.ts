// The ID-card image check (A47) as the documents domain's provider, chosen by ID_CARD_PROVIDER.
import { defineProvider } from '../../../knobs';
import type { IdCardProvider } from './provider';
import { sandboxIdCard } from './sandbox';

export const idCardProvider = defineProvider<IdCardProvider>({
  system: 'idCard', env: 'ID_CARD_PROVIDER', meaning: 'ID-card image check (A47)', sandboxInProduction: true,
  implementations: { sandbox: () => sandboxIdCard() },
});
