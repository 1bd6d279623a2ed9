// Real causes of error codes, where they are cheap to stage: used instead of the sandbox fault when
// the step's submit action is the one named. Everything else comes from the sandbox fault switch.
import type { Page } from '@playwright/test';
import { createOrder } from './guards';
import { readState, valueAt } from './state';

export interface RealCause { action: string; cause(page: Page, sessionKey: string): Promise<void> }

export const REAL_CAUSES: Record<string, RealCause> = {
  // 40011 number taken: another customer orders the selected number first.
  '40011': {
    action: 'order.create',
    async cause(page, sessionKey) {
      const numberId = Number(valueAt(await readState(page, sessionKey), 'number.id'));
      if (!Number.isInteger(numberId) || numberId <= 0) throw new Error('no number selected to take');
      await createOrder(page.request, numberId);
    },
  },
};
