// The upload's chunks are held as the parser delivered them and joined once, in the document's slot.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UploadChunks } from '../../src/server/domains/documents/upload-chunks';

describe('UploadChunks', () => {
  it('holds the chunks without copying and joins them once, in order, letting them go', () => {
    const parts = [randomBytes(3000), randomBytes(5000), randomBytes(17)];
    const file = new UploadChunks();
    for (const p of parts) file.append(p);
    expect(file.size).toBe(8017);
    const whole = file.take();
    expect(whole.equals(Buffer.concat(parts))).toBe(true);
    expect(file.size).toBe(0);
    expect(file.take().length).toBe(0);
  });

  it('gives the first bytes across chunk boundaries for the type check, or fewer when fewer arrived', () => {
    const parts = [randomBytes(10), randomBytes(4000), randomBytes(500)];
    const file = new UploadChunks();
    for (const p of parts) file.append(p);
    expect(file.head(4100).equals(Buffer.concat(parts).subarray(0, 4100))).toBe(true);
    expect(file.head(5).equals(parts[0]!.subarray(0, 5))).toBe(true);
    const short = new UploadChunks();
    short.append(Buffer.from('abc'));
    expect(short.head(4100).toString()).toBe('abc');
  });

  it('a single chunk is the file itself: no copy at all', () => {
    const only = randomBytes(100);
    const file = new UploadChunks();
    file.append(only);
    expect(file.take()).toBe(only);
  });
});
