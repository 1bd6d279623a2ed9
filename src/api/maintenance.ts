/** The shell's maintenance read (GET /api/ui/maintenance): the window on now and the next one, on the server's clock. */
import { readOr } from './http';
import { contentGet, isRec, str, text, type LangText } from './content-reads';

export interface MaintenanceWindow { key: string; title: string; startsAt: string; endsAt: string; image: LangText }
export interface MaintenanceInfo { now: string; active: MaintenanceWindow | null; next: MaintenanceWindow | null }

function toWindow(v: unknown): MaintenanceWindow | null {
  if (!isRec(v) || !str(v.startsAt) || !str(v.endsAt)) return null;
  return { key: str(v._id) || str(v.startsAt), title: str(v.title), startsAt: str(v.startsAt), endsAt: str(v.endsAt), image: text(v.image) };
}
export function toMaintenance(body: unknown): MaintenanceInfo {
  const b = isRec(body) ? body : {};
  return { now: str(b.now), active: toWindow(b.active), next: toWindow(b.next) };
}

/** A failed read is logged and null: the shop works on without a popup. */
export const readMaintenance = (): Promise<MaintenanceInfo | null> =>
  readOr(async () => toMaintenance(await contentGet('/api/ui/maintenance')), null, 'maintenance');
