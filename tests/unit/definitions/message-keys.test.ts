// The message-key check of `npm run validate`: the keys the screens' code names, read from source,
// and whether each shows a text in both languages as the shop resolves it (the shell's Indonesian cut too).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messageKeyText } from '../../../src/definitions/messages';
import { messagesIn } from '../../../src/definitions/messages-cut';
import { messageKeyProblem, messageKeysIn } from '../../../src/definitions/message-keys';
import { codeMessageKeyIssues } from '../../../src/definitions/message-keys-node';
import type { Definitions } from '../../../src/definitions/types';
import { copyDefinitions, ROOT } from './helpers';

const messages = (): Definitions['messages'] => copyDefinitions().messages;

describe('messageKeysIn', () => {
  it('finds the keys a call, a completeness rule and a direct read name, with their lines', () => {
    const source = [
      "const a = texts.k('number.title');",
      "const b = k(sameDay ? 'delivery.sameDay' : 'delivery.nextDay', count);",
      "export const meta = { complete: requireChoice('city.required') };",
      "function complete() { if (x) return 'validation.ktpUpload'; return null; }",
      "toast(model.defs.messages.ui['payment.copiedToast']);",
      "const screenText = k('heading'); const built = k(`number.${kind}`); const other = pick('not.a.key');",
    ].join('\n');
    expect(messageKeysIn(source)).toEqual([
      { key: 'number.title', line: 1 },
      { key: 'delivery.sameDay', line: 2 },
      { key: 'delivery.nextDay', line: 2 },
      { key: 'city.required', line: 3 },
      { key: 'ui:payment.copiedToast', line: 5 },
      { key: 'validation.ktpUpload', line: 4 },
    ]);
  });
});

describe('messageKeyProblem', () => {
  it('passes a ui key and a validation key with both texts; validation.ktpUpload shows in the shell\'s Indonesian cut', () => {
    const m = messages();
    expect(messageKeyProblem(m, 'number.title')).toBeNull();
    expect(messageKeyProblem(m, 'validation.ktpUpload')).toBeNull();
    const shell = messagesIn(m as unknown as Record<string, unknown>, 'id') as unknown as Definitions['messages'];
    expect(messageKeyText(shell, 'validation.ktpUpload')).toEqual({ id: 'KTP Wajib di upload' });
  });

  it('fails a key that is missing, one without English, and one without Indonesian', () => {
    const m = messages();
    expect(messageKeyProblem(m, 'delivery.nowhere')).toBe("message key 'delivery.nowhere' has no text in flows/messages.json");
    m.ui['delivery.title'] = { id: 'Pengiriman', en: ' ' };
    expect(messageKeyProblem(m, 'delivery.title')).toBe("message key 'delivery.title' has no en text as the shop reads it");
    (m.validation as Record<string, unknown>).ktpUpload = { en: 'ID card upload is required' };
    expect(messageKeyProblem(m, 'validation.ktpUpload')).toBe("message key 'validation.ktpUpload' has no text in flows/messages.json");
    expect(messageKeyProblem(m, 'ui:validation.required')).toBe("message key 'validation.required' has no text in flows/messages.json");
  });

  it('finds nothing missing in the shipped screens', () => {
    expect(codeMessageKeyIssues(ROOT, messages())).toEqual([]);
  });
});

describe('scripts/validate.ts with a screen naming a missing key', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'message-keys-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('fails, naming the file, the line and the key', () => {
    cpSync(resolve(ROOT, 'flows'), join(tmp, 'flows'), { recursive: true });
    mkdirSync(join(tmp, 'src/ui/widgets/sample'), { recursive: true });
    writeFileSync(join(tmp, 'src/ui/widgets/sample/Sample.tsx'), "export const a = 1;\nexport const Sample = ({ texts }) => texts.k('sample.nowhere');\n");
    const result = spawnSync(process.execPath, ['--import', 'tsx', resolve(ROOT, 'scripts/validate.ts'), '--root', tmp], { cwd: ROOT, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("src/ui/widgets/sample/Sample.tsx#L2: message key 'sample.nowhere' has no text in flows/messages.json");
  }, 120_000);
});
