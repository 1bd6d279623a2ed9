import { describe, expect, it } from 'vitest';
import { mainClass, screenLayoutClass } from '../../../src/ui/layout-classes';

describe('a layout as classes', () => {
  it('a default layout is a column of cards with its title shown', () => {
    expect(mainClass({ nav: true, footer: true })).toBe('main');
    expect(screenLayoutClass({ nav: true, footer: true })).toBe('');
    expect(screenLayoutClass({ nav: true, footer: true, width: 'column', blocks: 'cards', title: 'shown' })).toBe('');
  });

  it('wide, plain and a hidden title each give their class', () => {
    expect(mainClass({ nav: true, footer: true, width: 'wide' })).toBe('main main--wide');
    expect(screenLayoutClass({ nav: false, footer: false, blocks: 'plain' })).toBe('screen--plain');
    expect(screenLayoutClass({ nav: true, footer: true, blocks: 'plain', title: 'hidden' })).toBe('screen--plain screen--title-hidden');
  });
});
