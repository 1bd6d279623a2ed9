/** A39: language arrives as id/en in any case; anything else is the default, Indonesian. */
export const lang = (l: string | undefined): 'id' | 'en' => (l?.toLowerCase() === 'en' ? 'en' : 'id');
