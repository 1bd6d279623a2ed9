// Node-only: the message keys the shop's screens name (src/ui, every widget and the shell), read from
// disk, each checked against the messages (message-keys.ts). scripts/validate.ts fails on any issue.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messageKeyProblem, messageKeysIn } from './message-keys';
import type { Definitions, Issue } from './types';

function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `<file>#L<line>` issues for every key under `<root>/src/ui` without a text in both languages. */
export function codeMessageKeyIssues(root: string, messages: Definitions['messages']): Issue[] {
  const issues: Issue[] = [];
  for (const file of sourcesUnder(join(root, 'src/ui')).sort()) {
    for (const { key, line } of messageKeysIn(readFileSync(file, 'utf8'))) {
      const problem = messageKeyProblem(messages, key);
      if (problem) issues.push({ file: relative(root, file), pointer: `L${line}`, message: problem });
    }
  }
  return issues;
}
