// The numbers domain's knob: the inventory a fresh database is seeded with (how long an order holds its number is
// the payables' holdMinutes, declared by the orders domain).
import { intKnob } from '../../knobs';

export const numberCount = intKnob('NUMBER_COUNT', 50_000, 'regular numbers seeded on first start (vanity numbers come on top)');
