// The package chosen on arriving on the screen (packagePicker's meta `arrive`): a link's package over
// any earlier choice, else the default package when none is chosen; nothing until the sources are in.
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../src/runtime/types';
import { packageArrival } from '../../../src/ui/widgets/packagePicker/arrival';
import type { Package } from '../../../src/ui/widgets/packagePicker/choice';

const pkg = (id: number): Package => ({ id, name: `P${id}`, value: id * 10000, old_value: 0, img: '', description: '', advance: [] });
const list = [pkg(1), pkg(2), pkg(3)];
const props: Record<string, JsonValue> = {
  source: 'packages', defaults: 'settings',
  choose: { var: 'query.package' }, preselect: { var: 'input.defaults.package_id' },
};
const answers = (over: Record<string, unknown> = {}) => (name: string): unknown => ({ packages: list, settings: { package_id: 3 }, ...over })[name];
const arrive = (bound: JsonValue, query: Record<string, string> = {}, answer = answers()) =>
  packageArrival({ props, bound, snapshot: { query }, answer });

describe('packagePicker arrival', () => {
  it('chooses the default package when nothing is chosen', () => {
    expect(arrive(null)).toMatchObject({ id: 3, parentId: 3 });
  });

  it('keeps an earlier choice over the default package', () => {
    expect(arrive({ id: 1, parentId: 1 })).toBeUndefined();
  });

  it("chooses a link's package over an earlier choice, and writes nothing when it is already the one", () => {
    expect(arrive({ id: 1, parentId: 1 }, { package: '2' })).toMatchObject({ id: 2, parentId: 2 });
    expect(arrive({ id: 2, parentId: 2 }, { package: '2' })).toBeUndefined();
  });

  it("falls back to the default package for a link's unknown package", () => {
    expect(arrive(null, { package: '99' })).toMatchObject({ id: 3 });
    expect(arrive(null, { package: 'x' })).toMatchObject({ id: 3 });
  });

  it('waits for the list and the defaults; a failed defaults read (null) chooses without them', () => {
    expect(arrive(null, {}, answers({ packages: undefined }))).toBeUndefined();
    expect(arrive(null, {}, answers({ settings: undefined }))).toBeUndefined();
    expect(arrive(null, {}, answers({ packages: [] }))).toBeUndefined();
    expect(arrive(null, {}, answers({ settings: null }))).toBeUndefined();
    expect(arrive(null, { package: '1' }, answers({ settings: null }))).toMatchObject({ id: 1 });
  });
});
