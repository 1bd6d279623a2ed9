/**
 * The file's bytes as the parser delivered them: the chunks themselves, held until the document's turn
 * to be decoded, then joined once. Copying each chunk into one buffer as it arrives would hold the file
 * twice while many uploads wait (the copy, and the parser's chunks until the garbage collector runs).
 */
export class UploadChunks {
  private chunks: Buffer[] = [];
  size = 0;
  append(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
  }
  /** The first `n` bytes (fewer when fewer arrived), for the type check: a small copy. */
  head(n: number): Buffer {
    const out: Buffer[] = [];
    let have = 0;
    for (const chunk of this.chunks) {
      if (have >= n) break;
      out.push(chunk.subarray(0, n - have));
      have += Math.min(chunk.length, n - have);
    }
    return out.length === 1 && out[0] ? out[0] : Buffer.concat(out, have);
  }
  /** The whole file in one buffer; the chunks are let go, so only the joined copy remains. */
  take(): Buffer {
    const whole = this.chunks.length === 1 && this.chunks[0] ? this.chunks[0] : Buffer.concat(this.chunks, this.size);
    this.chunks = [];
    this.size = 0;
    return whole;
  }
}
