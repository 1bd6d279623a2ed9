/**
 * What a package pick writes (A22): selecting a package also selects its first bonus (child)
 * package as the effective package; the customer may switch to another bonus.
 */
import type { JsonValue } from '../../../runtime/types';

export interface Bonus { id: number; name: string; value: number; old_value: number }
/** `deposit`: the postpaid security deposit (A45), absent or 0 for none. */
export interface Package { id: number; name: string; value: number; old_value: number; img: string; description: string; deposit?: number; advance: Bonus[] }

export const isPackage = (v: unknown): v is Package =>
  typeof v === 'object' && v !== null && typeof (v as Package).id === 'number' && Array.isArray((v as Package).advance);

/** The effective choice: the chosen bonus, else the first one, else the package itself; the price is the effective package's, the deposit the package's. */
export function choiceOf(pkg: Package, bonusId?: number): JsonValue {
  const bonus = pkg.advance.find((b) => b.id === bonusId) ?? pkg.advance[0];
  return {
    id: bonus?.id ?? pkg.id, parentId: pkg.id, bonusId: bonus?.id ?? null,
    name: bonus ? `${pkg.name} (${bonus.name})` : pkg.name,
    price: bonus && bonus.value > 0 ? bonus.value : pkg.value,
    old_price: bonus && bonus.old_value > 0 ? bonus.old_value : pkg.old_value,
    img: pkg.img,
    // A bonus shares its parent's deposit (A45); only packages that carry one write it.
    ...(pkg.deposit === undefined ? {} : { deposit: pkg.deposit }),
  };
}

/** A key of the bound choice (null when nothing is chosen or the key is absent). */
export const choiceField = (bound: JsonValue, key: string): JsonValue =>
  bound !== null && typeof bound === 'object' && !Array.isArray(bound) ? bound[key] ?? null : null;
