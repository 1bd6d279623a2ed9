/** The journey pin (runtime/journey-pin.ts) kept for the tab in sessionStorage: a reload mid-journey finds its set again. */
import { parsePin, type JourneyPin } from '../runtime/journey-pin';
import { readSession, removeSession, writeSession } from './browser-storage';

export const JOURNEY_PIN_KEY = 'journey_pin';

export const readPin = (): JourneyPin | null => parsePin(readSession(JOURNEY_PIN_KEY));

export function storePin(pin: JourneyPin | null): void {
  if (pin) writeSession(JOURNEY_PIN_KEY, pin);
  else removeSession(JOURNEY_PIN_KEY);
}
