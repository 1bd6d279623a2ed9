// The schedule time picker's value: the editor's local date and time, sent with its offset.
import { describe, expect, it } from 'vitest';
import { localInputToIso } from '../../../src/ui/studio/studio-schedules';

describe('schedule time', () => {
  it("reads a datetime-local value in the browser's zone as an ISO time", () => {
    const iso = localInputToIso('2031-05-06T07:08');
    expect(iso).toBe(new Date(2031, 4, 6, 7, 8).toISOString());
    expect(localInputToIso('2031-05-06T07:08:09')).toBe(new Date(2031, 4, 6, 7, 8, 9).toISOString());
  });
  it('refuses what is not a date and a time', () => {
    for (const v of ['', 'tomorrow', '2031-05-06', '2031-13-45T99:99']) expect(localInputToIso(v), v).toBeNull();
  });
});
