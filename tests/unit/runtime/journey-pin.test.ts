// The journey pin's rules: a journey's steps keep the version it began on, a page ends it, a newer set
// waits while it holds, and the nearest step is the last one walked that still exists.
import { describe, expect, it } from 'vitest';
import { holdsBack, nearestStep, parsePin, pinAfterScreen, type JourneyPin } from '../../../src/runtime/journey-pin';

const pin = (trail: string[], version = 'v1'): JourneyPin => ({ version, journeyId: 'demo', trail });

describe('pinAfterScreen', () => {
  it('a journey\'s first step pins the version in use; its next steps extend the trail and keep that version', () => {
    const first = pinAfterScreen(null, { journeyId: 'demo', stepId: 'check' }, 'v1');
    expect(first).toEqual(pin(['check']));
    const next = pinAfterScreen(first, { journeyId: 'demo', stepId: 'plan' }, 'v2');
    expect(next).toEqual(pin(['check', 'plan']));
    // The same step again changes nothing (the same object: no store update).
    expect(pinAfterScreen(next, { journeyId: 'demo', stepId: 'plan' }, 'v2')).toBe(next);
  });

  it('going back to an earlier step cuts the trail after it; another journey begins a new pin; a page ends it', () => {
    const walked = pin(['check', 'plan', 'pay']);
    expect(pinAfterScreen(walked, { journeyId: 'demo', stepId: 'check' }, 'v2')).toEqual(pin(['check']));
    expect(pinAfterScreen(walked, { journeyId: 'other', stepId: 'a' }, 'v2')).toEqual({ version: 'v2', journeyId: 'other', trail: ['a'] });
    expect(pinAfterScreen(walked, {}, 'v2')).toBeNull();
    expect(pinAfterScreen(walked, { journeyId: 'demo' }, 'v2')).toBeNull();
  });
});

describe('holdsBack and nearestStep', () => {
  it('a set of another version waits while a journey holds the set in use; nothing waits without a pin', () => {
    expect(holdsBack('v1', 'v2', 'v1')).toBe(true);
    expect(holdsBack('v1', 'v1', 'v0')).toBe(false);
    expect(holdsBack(null, 'v2', 'v1')).toBe(false);
    // The pinned set could not be read (the shell's set is in use): the live set is taken.
    expect(holdsBack('v1', 'v2', 'v0')).toBe(false);
  });

  it('the step itself when it still exists, else the last earlier one walked, else the journey\'s first step', () => {
    expect(nearestStep(['check', 'plan'], ['check', 'plan', 'sorry'])).toBe('plan');
    expect(nearestStep(['check', 'extra'], ['check', 'plan'])).toBe('check');
    expect(nearestStep(['gone', 'also-gone'], ['check', 'plan'])).toBe('check');
    expect(nearestStep(['check'], [])).toBeNull();
  });
});

describe('parsePin', () => {
  it('takes a stored pin and refuses what is none', () => {
    expect(parsePin(pin(['check']))).toEqual(pin(['check']));
    expect(parsePin({ version: 'v1', journeyId: 'demo', trail: [] })).toBeNull();
    expect(parsePin({ version: 1, journeyId: 'demo', trail: ['a'] })).toBeNull();
    expect(parsePin('x')).toBeNull();
    expect(parsePin(null)).toBeNull();
  });
});
