// The numbers domain's knobs: the inventory a fresh database is seeded with, and how long an order holds its number.
import { intKnob } from '../../knobs';

export const numberCount = intKnob('NUMBER_COUNT', 50_000, 'regular numbers seeded on first start (vanity numbers come on top)');
export const numberReservationMinutes = intKnob('NUMBER_RESERVATION_MINUTES', 15, 'how long a new order holds its number before a payment is created', 1);
