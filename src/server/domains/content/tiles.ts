// Spec section 2/5: a prepaid quick-action tile shows only when its Indonesian title, English title
// and image are all set in the tactical setting (oa.api.prepaid.tactical), which then supplies them.
import type { QuickActionTile } from '../../content/types';

interface TileOut { id: string; kind: QuickActionTile['kind']; title: { id: string; en: string }; img: string; to: string }

const KEYS = {
  prepaidEsim: ['esim_title_id', 'esim_title_en', 'esim_img'],
  prepaidSim: ['sim_prepaid_title_id', 'sim_prepaid_title_en', 'sim_prepaid_img'],
} as const;

function parseSetting(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string') return {};
  try {
    const v: unknown = JSON.parse(value);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** [] when hidden, else the tile as the API shows it. */
export function tileVisible(tile: QuickActionTile, tacticalValue: unknown): TileOut[] {
  const base = { id: tile.id, kind: tile.kind, title: { id: tile.title.id, en: tile.title.en }, img: tile.img, to: tile.to };
  if (tile.kind !== 'prepaidEsim' && tile.kind !== 'prepaidSim') return [base];
  const s = parseSetting(tacticalValue);
  const [tid, ten, img] = KEYS[tile.kind].map((k) => s[k]);
  if (!filled(tid) || !filled(ten) || !filled(img)) return [];
  return [{ ...base, title: { id: tid, en: ten }, img }];
}
