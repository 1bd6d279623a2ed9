// The runtime's core state holds what the runtime itself reads (language, journey, tracking), not a
// domain's: the one-time code keys (otp_*) are state that site.json declares, as a journey would.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import site from '../../../flows/site.json';
import { CORE_KEYS } from '../../../src/definitions/core-state';

const root = resolve(import.meta.dirname, '../../..');
const files = (path: string): string[] => (statSync(join(root, path)).isFile() ? [path] : readdirSync(join(root, path)).flatMap((n) => files(`${path}/${n}`)));

describe('domain state stays out of the runtime core', () => {
  it('no core key and no runtime, state or definitions code names a one-time code key', () => {
    expect(CORE_KEYS.filter((k) => /otp/i.test(k))).toEqual([]);
    const naming = ['src/runtime', 'src/state', 'src/definitions'].flatMap(files)
      .filter((f) => /\.(ts|tsx)$/.test(f) && /\botp_|is_otp/.test(readFileSync(join(root, f), 'utf8')));
    expect(naming).toEqual([]);
  });

  it('the spec\'s OTP keys are declared state, both codes of a swap included', () => {
    for (const key of ['otp_session', 'otp_msisdn_session', 'otp_timeout', 'otp_delay', 'otp_valid', 'is_otp_email', 'otp_sms_session', 'otp_email_session']) {
      expect(Object.keys(site.state), key).toContain(key);
    }
  });
});
