// The documents domain's knobs: the key the identity documents are sealed with, where their ciphertexts
// live, and how long they are kept.
import { resolve } from 'node:path';
import { defineKnob, intKnob, type KnobMode } from '../../knobs';

/** Development only: anyone with the source could read documents encrypted with it. */
const DEV_DOCUMENT_KEY = '646576' + '0'.repeat(58);

/** A random 32-byte key has some 30 distinct byte values; fewer than this is a typed or patterned key (all zeros, 'ab' x 32). */
const MIN_KEY_BYTE_VALUES = 16;

/** DOCUMENT_KEY as 32 bytes: 64 hex digits or base64 (url-safe or not) of 32 bytes. */
function documentKeyOf(raw: string | undefined, mode: KnobMode): Buffer {
  const trimmed = raw?.trim();
  if (mode.production && (trimmed === undefined || trimmed === '')) {
    throw new Error('production mode needs DOCUMENT_KEY (32 random bytes, hex or base64): the development key would expose identity documents');
  }
  const text = trimmed || DEV_DOCUMENT_KEY;
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(text) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(text))) {
    throw new Error('DOCUMENT_KEY must be 32 bytes: 64 hex digits or 44 base64 characters');
  }
  // Compared as bytes: the development key written in base64 is still the development key.
  if (mode.production && key.equals(Buffer.from(DEV_DOCUMENT_KEY, 'hex'))) {
    throw new Error('production mode refuses DOCUMENT_KEY: it is the development key, with which anyone who has the source could read the identity documents');
  }
  if (mode.production && new Set(key).size < MIN_KEY_BYTE_VALUES) {
    throw new Error(`production mode needs DOCUMENT_KEY to be 32 random bytes (e.g. openssl rand -hex 32): this one has only ${new Set(key).size} distinct byte values`);
  }
  return key;
}

export const documentKey = defineKnob<Buffer>({
  env: 'DOCUMENT_KEY', default: '(development key)',
  meaning: 'AES-256-GCM key of the stored identity documents: 32 bytes as 64 hex digits or base64; production mode refuses to start without its own (not the development key, at least 16 distinct byte values)',
  parse: documentKeyOf,
});

/**
 * The embedded database keeps what it stores in its own WebAssembly memory, which never shrinks: its
 * documents' ciphertexts go to files beside its data folder instead. PostgreSQL keeps them in its rows.
 */
export const documentDir = defineKnob<string | undefined>({
  env: 'DOCUMENT_DIR', default: '<DATA_DIR>-documents with the embedded database, else (unset)',
  meaning: "folder of the identity documents' ciphertexts (the database row keeps the IV and tag); unset = in the database (PostgreSQL, or an in-memory DATA_DIR)",
  parse: (raw, { config }) => {
    if (raw !== undefined || config.databaseUrl !== undefined) return raw;
    return config.dataDir.startsWith('memory://') ? undefined : `${resolve(config.dataDir)}-documents`;
  },
});

export const documentRetentionDays = intKnob('DOCUMENT_RETENTION_DAYS', 30,
  'identity documents are deleted this many days after their order closes, or after their upload when no order took them', 1);
