/**
 * The studio's credentials on a request from the shop (preview reads): today the admin token of the
 * tab as a Bearer header. The one place to change when the studio signs in another way.
 */
export const studioAuthHeaders = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
