// eSIM profiles: provisioning by the SM-DP+ (its provider and knobs), for the eSIM journeys to use.
import { defineDomain } from '../../domain';
import { esimSmdpHost } from './knobs';
import { esimProvider } from './provider/slot';

export const domain = defineDomain({ name: 'esim', knobs: [esimSmdpHost], providers: [esimProvider] });
