// scripts/validate.ts end to end on a copy of flows/: exit codes and the `<file>#<pointer>: <message>` lines.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers';

const tmp = mkdtempSync(join(tmpdir(), 'flows-'));
cpSync(resolve(ROOT, 'flows'), join(tmp, 'flows'), { recursive: true });
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// A child process per test (tsx compiles the script): a generous limit, so a loaded machine does not fail it.
const run = (root: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', resolve(ROOT, 'scripts/validate.ts'), '--root', root], { cwd: ROOT, encoding: 'utf8' });

describe('scripts/validate.ts', () => {
  it('passes the shipped flows with the A4 warning', () => {
    const result = run(ROOT);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('WARNING flows/messages.json#/validation/minLength/en: English minLength/maxLength texts look swapped');
  }, 120_000);

  it('fails on a broken copy and prints file#pointer: message', () => {
    const file = join(tmp, 'flows/journeys/prepaid-sim.json');
    const journey = JSON.parse(readFileSync(file, 'utf8')) as { steps: { next?: unknown }[] };
    delete journey.steps[1]?.next;
    writeFileSync(file, JSON.stringify(journey));
    const result = run(tmp);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("flows/journeys/prepaid-sim.json#/steps/1: step 'recipient' is a dead end: add 'next', a timer or a poll, or mark it terminal");
  }, 120_000);
});
