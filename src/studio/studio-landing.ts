// Where a sign-in lands: the page asked for when the role may use it, else the first screen of the
// role's own work (ops: the journeys; a marketer: the first content type). An admin may use every
// screen and stays where the sign-in was.
import type { StudioRole, StudioType } from './studio-context';

const typePath = (t: StudioType): string => `/studio/${encodeURIComponent(t.name)}`;

/** The first screen the role works on, or null when it has none of its own (an admin: any). */
function firstScreen(role: StudioRole, types: StudioType[]): string | null {
  if (role === 'admin') return null;
  const own = role === 'ops'
    ? types.find((t) => t.kind === 'journey') ?? types.find((t) => t.docType === 'definition')
    : types.find((t) => t.docType !== 'definition' && !t.docType.startsWith('sanity.'));
  return own ? typePath(own) : null;
}

/** Whether the role may use the studio page at `path` (the routes of StudioShell). */
export function mayOpen(role: StudioRole, types: StudioType[], path: string): boolean {
  const [screen] = path.replace(/^\/studio\/?/, '').split('/');
  if (screen === undefined || screen === '') return role === 'admin';
  if (screen === 'accounts') return role === 'admin';
  if (screen === 'refunds') return role !== 'marketer';
  const name = decodeURIComponent(screen);
  return types.some((t) => t.name === name);
}

/** The path a sign-in at `path` should move to, or null to stay. */
export function landingPath(role: StudioRole, types: StudioType[], path: string): string | null {
  if (mayOpen(role, types, path)) return null;
  const first = firstScreen(role, types);
  return first !== null && first !== path ? first : null;
}
