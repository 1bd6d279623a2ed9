import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { OPERATIONS } from '../../../contracts';
import type { WidgetFlow } from '../../../definitions/widget-flow';

/** Real images the sandbox ID-card provider accepts, by document kind (tests/fixtures/documents). */
const FIXTURES: Readonly<Record<string, string>> = { ktp: 'ktp.jpg', selfie: 'selfie.png', kk: 'kk.jpg', other: 'other.png' };

/** The fixture image of a document kind (also what a rival order of the flow tests uploads). */
export const documentFixture = (kind: string): string => join(process.cwd(), 'tests', 'fixtures', 'documents', FIXTURES[kind] ?? 'other.png');

/** Uploads a fixture document of a kind through the API for a visit, as its browser would; answers the document id. */
export async function uploadDocumentFor(request: APIRequestContext, sessionId: string, kind: string, origin = ''): Promise<string> {
  const file = documentFixture(kind);
  const res = await request.post(`${origin}${OPERATIONS['documents.upload'].path.replace(':kind', kind)}?sessionId=${encodeURIComponent(sessionId)}`, {
    multipart: { file: { name: basename(file), mimeType: file.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer: await readFile(file) } },
  });
  if (!res.ok()) throw new Error(`the ${kind} upload was refused: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { documentId: string }).documentId;
}

/** Uploads every required document (the others are optional) and waits until the server has stored each. */
export const flow: WidgetFlow = {
  async satisfy({ page, props }) {
    const documents = Array.isArray(props.documents) ? props.documents : [];
    for (const doc of documents) {
      if (typeof doc !== 'object' || doc === null) continue;
      const { kind, required } = doc as { kind?: unknown; required?: unknown };
      if (typeof kind !== 'string' || required !== true) continue;
      const card = page.getByTestId(`document-${kind}`);
      if ((await card.getAttribute('data-state')) === 'uploaded') continue;
      await page.getByTestId(`document-${kind}-input`).setInputFiles(documentFixture(kind));
      await expect(card).toHaveAttribute('data-state', 'uploaded');
    }
  },
};
