import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright cannot download its own browser on this network). */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

export const CHROMIUM_HINT =
  'Chromium not found: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.';
