/**
 * A journey's traits as every reader takes them: a journey that ends in an order declares them; one
 * without an order (it has an `ending` instead) may leave them out, and is then what it is: placed by
 * the customer, shipping nothing, paying nothing, showing no cart steps.
 */
import type { Journey, JourneyTraits } from './types';

export const NO_ORDER_TRAITS: JourneyTraits = { staff: false, delivery: 'none', payment: false, cartSteps: [] };

export const traitsOf = (journey: Pick<Journey, 'traits'>): JourneyTraits => journey.traits ?? NO_ORDER_TRAITS;
