// Shared by the standalone validator generators.

/** `vite dev` serves ESM as is: a require() left by AJV (formats, ucs2length) breaks the page. */
export function assertRequireFree(code: string): void {
  if (code.includes('require(')) {
    throw new Error('standalone validator code contains require(): a schema keyword needs an AJV runtime module; use a pattern instead');
  }
}

// AJV 8 calls `unicode` deprecated yet still honours it; keep its notice out of the build output.
export const quietLogger = {
  log: (...args: unknown[]): void => console.log(...args),
  warn: (...args: unknown[]): void => {
    if (!String(args[0]).includes('option unicode')) console.warn(...args);
  },
  error: (...args: unknown[]): void => console.error(...args),
};
