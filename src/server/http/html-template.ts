import { readFile, stat } from 'node:fs/promises';

/** A built HTML file's text, read again only when the file changes (a new build). */
export function htmlTemplate(file: string): () => Promise<string> {
  let kept: { mtimeMs: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (!kept || kept.mtimeMs !== mtimeMs) kept = { mtimeMs, html: await readFile(file, 'utf8') };
    return kept.html;
  };
}
