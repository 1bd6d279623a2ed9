/**
 * The area cascade's bound value and its rules, without React: province -> city -> district ->
 * village, a choice clearing the ones below it, and the postal code matched against the most
 * precise area chosen.
 */
import type { JsonValue } from '../../../definitions/logic';

export const LEVELS = ['province', 'city', 'district', 'village'] as const;
export type Level = (typeof LEVELS)[number];

export interface AreaRef { code: string; name: string }

/** An area as its list gives it: a village may carry its postal code (when the shop knows exactly one). */
export interface ListedArea extends AreaRef { postalCode?: string }

export interface AreaChoice {
  province: AreaRef | null;
  city: AreaRef | null;
  district: AreaRef | null;
  village: AreaRef | null;
  postalCode: string;
  /** null: not checked (yet) against the chosen area; false: the shop knows it is not the area's. */
  postalCodeOk: boolean | null;
}

export const EMPTY_CHOICE: AreaChoice = { province: null, city: null, district: null, village: null, postalCode: '', postalCodeOk: null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const areaOf = (v: unknown): AreaRef | null =>
  isRecord(v) && typeof v.code === 'string' && v.code !== '' && typeof v.name === 'string' ? { code: v.code, name: v.name } : null;

/** The bound value read defensively (a stored session may hold anything); a gap stops the chain below it. */
export function readChoice(bound: JsonValue | undefined): AreaChoice {
  if (!isRecord(bound)) return EMPTY_CHOICE;
  const choice: AreaChoice = {
    ...EMPTY_CHOICE,
    postalCode: typeof bound.postalCode === 'string' ? bound.postalCode : '',
    postalCodeOk: typeof bound.postalCodeOk === 'boolean' ? bound.postalCodeOk : null,
  };
  for (const level of LEVELS) {
    const area = areaOf(bound[level]);
    if (!area) break;
    choice[level] = area;
  }
  return choice;
}

/** A new choice at one level: the levels below are cleared and the postal code must be checked again. */
export function choose(choice: AreaChoice, level: Level, area: AreaRef | null): AreaChoice {
  const next: AreaChoice = { ...choice, [level]: area && { code: area.code, name: area.name }, postalCodeOk: null };
  for (const below of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[below] = null;
  return next;
}

/** The postal code to fill in when an area is chosen: a village's own, when its list gives one. */
export const prefillOf = (level: Level, area: ListedArea | null): string | null =>
  level === 'village' && typeof area?.postalCode === 'string' && /^[0-9]{5}$/.test(area.postalCode) ? area.postalCode : null;

/** Whether a level's list can be read: the province list always, the others once the level above is chosen. */
export function isOpen(choice: AreaChoice, level: Level): boolean {
  const above = LEVELS[LEVELS.indexOf(level) - 1];
  return above === undefined || choice[above] !== null;
}

/** What the sources read their list with (site.json: input.provinceCode, input.cityCode, input.districtCode). */
export const sourceInput = (choice: AreaChoice): JsonValue => ({
  provinceCode: choice.province?.code ?? '', cityCode: choice.city?.code ?? '', districtCode: choice.district?.code ?? '',
});

/** The check's request: the postal code and the most precise area chosen; null without a city. */
export function checkBody(choice: AreaChoice): { postalCode: string; villageCode?: string; districtCode?: string; cityCode?: string } | null {
  if (choice.village) return { postalCode: choice.postalCode, villageCode: choice.village.code };
  if (choice.district) return { postalCode: choice.postalCode, districtCode: choice.district.code };
  if (choice.city) return { postalCode: choice.postalCode, cityCode: choice.city.code };
  return null;
}

/** The messages.json ui key of what is still missing, or null when the block is complete. */
export function missingOf(choice: AreaChoice): string | null {
  if (LEVELS.some((level) => choice[level] === null)) return 'area.required';
  return choice.postalCodeOk === true ? null : 'area.postalCode';
}

/** The value written to the bound path. */
export const toJson = (choice: AreaChoice): JsonValue => ({
  province: choice.province ? { ...choice.province } : null,
  city: choice.city ? { ...choice.city } : null,
  district: choice.district ? { ...choice.district } : null,
  village: choice.village ? { ...choice.village } : null,
  postalCode: choice.postalCode,
  postalCodeOk: choice.postalCodeOk,
});
