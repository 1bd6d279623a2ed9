/** The current time from the shop's one clock (src/state/clock-model.ts), which ticks each second while a component reads it. */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $now, holdClock } from '../../state/clock-model';

export function useNow(): number {
  // Until the clock's first tick for this component, the time it was first drawn (the store may hold an older tick).
  const [shownAt] = useState(() => Date.now());
  useEffect(() => holdClock(), []);
  return Math.max(useUnit($now), shownAt);
}
