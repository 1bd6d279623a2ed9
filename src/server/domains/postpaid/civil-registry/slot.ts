// The civil registry (Dukcapil) as the postpaid domain's provider, chosen by CIVIL_REGISTRY_PROVIDER.
import { defineProvider } from '../../../knobs';
import type { CivilRegistryProvider } from './provider';
import { sandboxCivilRegistry } from './sandbox';

export const civilRegistryProvider = defineProvider<CivilRegistryProvider>({
  system: 'civilRegistry', env: 'CIVIL_REGISTRY_PROVIDER', meaning: 'civil-registry (Dukcapil) check', sandboxInProduction: true,
  implementations: { sandbox: () => sandboxCivilRegistry() },
});
