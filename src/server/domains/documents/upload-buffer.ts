import { MAX_DOCUMENT_BYTES } from '../../../contracts';

/**
 * The file's bytes in one buffer, written as they arrive: collecting the parser's chunks and joining
 * them at the end would hold the file twice. Grows by doubling when the body's length was not declared.
 */
export class UploadBuffer {
  private buffer: Buffer;
  size = 0;
  constructor(capacity: number) { this.buffer = Buffer.allocUnsafe(capacity); }
  append(chunk: Buffer): void {
    if (this.size + chunk.length > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.min(MAX_DOCUMENT_BYTES, Math.max(this.size + chunk.length, this.buffer.length * 2)));
      this.buffer.copy(grown, 0, 0, this.size);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.size);
    this.size += chunk.length;
  }
  /** A view of what arrived so far (no copy). */
  bytes(): Buffer { return this.buffer.subarray(0, this.size); }
}
