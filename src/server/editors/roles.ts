// Who may change what: marketers the shop's content, ops its definitions, admins both plus the
// accounts. The lake's document type decides which side a document is on.
export const ROLES = ['marketer', 'ops', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (v: unknown): v is Role => typeof v === 'string' && (ROLES as readonly string[]).includes(v);

/** Documents of this lake type hold the journeys, pages, fields, messages and errors. */
export const DEFINITION_TYPE = 'definition';
/** Uploaded images serve content and definitions alike. */
const SHARED_TYPES: readonly string[] = ['sanity.imageAsset', 'sanity.fileAsset'];

export function mayEditType(role: Role, docType: string): boolean {
  if (role === 'admin' || SHARED_TYPES.includes(docType)) return true;
  return docType === DEFINITION_TYPE ? role === 'ops' : role === 'marketer';
}

/** The staff screens (refunds, identity documents) are operations work. */
export const mayUseStaffScreens = (role: Role): boolean => role !== 'marketer';

export const mayManageAccounts = (role: Role): boolean => role === 'admin';

/** A refusal in both languages (the studio shows the one of its language). */
export function roleRefusal(role: Role): { id: string; en: string } {
  return {
    id: `Peran Anda (${role}) tidak boleh membuka atau mengubah ini. Minta bantuan admin.`,
    en: `Your role (${role}) may not open or change this. Ask an admin.`,
  };
}
