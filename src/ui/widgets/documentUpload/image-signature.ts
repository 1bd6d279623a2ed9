/**
 * Whether a chosen file is the image its type says, by its first bytes: a file renamed .jpg is told
 * the format text in the browser, before it travels, like any other wrong format (spec section 5);
 * the server reads every upload's content again (40026 for what gets past this).
 */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

export async function isImageOfItsType(blob: Blob): Promise<boolean> {
  const signature = SIGNATURES[blob.type];
  if (!signature) return false;
  const head = new Uint8Array(await blob.slice(0, signature.length).arrayBuffer());
  return signature.every((byte, i) => head[i] === byte);
}
