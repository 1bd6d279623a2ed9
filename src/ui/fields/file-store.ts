/**
 * Files the customer picked, by field name, kept in memory for the page's life: the session only
 * holds the file's name (sessionStorage cannot hold images), the upload call reads the file here.
 */
const files = new Map<string, File>();

export const pickedFile = (name: string): File | undefined => files.get(name);
export function keepFile(name: string, file: File | null): void {
  if (file) files.set(name, file);
  else files.delete(name);
}
