// What a content document can get wrong that its JSON Schema cannot see, said in the editor's words:
// a shop link that opens no page, and a time window that ends before it starts. Each issue carries
// its text in both languages (the studio shows the editor's); `message` stays the English one.
import type { Issue } from '../../definitions/types';
import { matchesPattern } from '../../definitions/targets';
import { documentStrings } from './document-strings';

export interface Words { id: string; en: string }
export interface StudioIssue extends Issue { text?: Words }

/** Keys whose string value is a link the shop opens: a tile's route, a promo's button (cta_uri), a rich-text link, a package's url. */
const LINK_KEY = /^(to|href)$|(^|_)(ur[il]|link)$/i;

/** A path inside the shop: starts with one slash (`//host` is another site). */
const isShopPath = (to: string): boolean => to.startsWith('/') && !to.startsWith('//');

function linkIssues(body: Record<string, unknown>, file: string, routes: readonly string[]): StudioIssue[] {
  const links = documentStrings(body).filter(({ key, value }) => LINK_KEY.test(key) && isShopPath(value));
  return links.flatMap(({ pointer, value: to }) => {
    const path = to.split(/[?#]/)[0] ?? to;
    if (routes.some((pattern) => matchesPattern(pattern, path))) return [];
    const en = `The link '${to}' opens no page of the shop. Choose an existing page (for example /promos), or a web address starting with https://.`;
    return [{
      file, pointer, message: en,
      text: { id: `Tautan '${to}' tidak membuka halaman mana pun di toko. Pilih halaman yang ada (misalnya /promos), atau alamat web yang diawali https://.`, en },
    }];
  });
}

/** A window is half-open [startsAt, endsAt) (reading A12): it must end after it starts. */
function windowIssues(body: Record<string, unknown>, file: string): StudioIssue[] {
  const { startsAt, endsAt } = body;
  if (typeof startsAt !== 'string' || typeof endsAt !== 'string') return [];
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start) || Number.isNaN(end) || end > start) return [];
  // Named as the form names the fields (the schema's x-title), the moments as the editor picked them.
  const en = 'The window ends before or at the moment it starts, so it would never show. Set "Ends" after "Starts".';
  return [{
    file, pointer: '/endsAt', message: en,
    text: { id: 'Jadwal ini selesai sebelum atau tepat saat dimulai, jadi tidak akan pernah tampil. Atur "Selesai" setelah "Mulai".', en },
  }];
}

/**
 * The checks beyond the schema of one content document (`body` without the lake's system fields).
 * `routes` are the route patterns of the published definitions (pages, journey steps, aliases, redirects).
 */
export function contentIssues(body: Record<string, unknown>, file: string, routes: readonly string[]): StudioIssue[] {
  return [...windowIssues(body, file), ...linkIssues(body, file, routes)];
}
