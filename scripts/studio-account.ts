// Studio editor accounts from the command line (the first admin, scripts). The password comes from
// STUDIO_PASSWORD or a prompt, never from the arguments (they end up in shell history and ps).
// Usage:
//   npx tsx scripts/studio-account.ts create --email ana@shop.example --name "Ana" --role marketer|ops|admin
//   npx tsx scripts/studio-account.ts password --email ana@shop.example
//   npx tsx scripts/studio-account.ts disable|enable --email ana@shop.example
//   npx tsx scripts/studio-account.ts list
// Honours DATABASE_URL, DB_SCHEMA and DATA_DIR like the server (embedded PGlite: stop the server first).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { migrate } from '../src/server/db/migrate';
import { openDb } from '../src/server/db/open';
import { Accounts, DuplicateEmail, normalEmail } from '../src/server/editors/accounts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../src/server/editors/passwords';
import { isRole } from '../src/server/editors/roles';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});
const command = positionals[0];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** STUDIO_PASSWORD, else asked on the terminal (typed characters are not echoed). */
async function password(): Promise<string> {
  const given = process.env.STUDIO_PASSWORD ?? (await ask('Password: '));
  if (given.length < PASSWORD_MIN || given.length > PASSWORD_MAX) fail(`The password needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  return given;
}

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) fail('Set STUDIO_PASSWORD (no terminal to ask on).');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Mute the echo of what is typed after the question.
  const out = rl as unknown as { _writeToOutput?: (s: string) => void };
  process.stdout.write(question);
  out._writeToOutput = () => undefined;
  const answer = await rl.question('');
  rl.close();
  process.stdout.write('\n');
  return answer;
}

if (!command || !['create', 'password', 'disable', 'enable', 'list'].includes(command)) {
  fail('Usage: studio-account.ts create|password|disable|enable|list [--email E] [--name N] [--role marketer|ops|admin]');
}
const db = await openDb(loadConfig());
try {
  await migrate(db);
  const accounts = new Accounts(db);
  if (command === 'list') {
    for (const a of await accounts.list()) console.log(`${a.email}\t${a.role}\t${a.name}${a.disabled ? '\t(disabled)' : ''}`);
  } else {
    const email = values.email ? normalEmail(values.email) : fail('--email is required');
    if (command === 'create') {
      const role = isRole(values.role) ? values.role : fail('--role must be marketer, ops or admin');
      const created = await accounts.create({ email, name: values.name ?? email, role, password: await password() }).catch((e: unknown) => {
        if (e instanceof DuplicateEmail) fail(`An account ${email} exists already (use "password" to reset it).`);
        throw e;
      });
      console.log(`Created ${created.email} (${created.role}).`);
    } else {
      const found = (await accounts.list()).find((a) => a.email === email) ?? fail(`No account ${email}.`);
      const change = command === 'password' ? { password: await password() } : { disabled: command === 'disable' };
      await accounts.update(found.id, change);
      console.log(`${command === 'password' ? 'New password set for' : command === 'disable' ? 'Disabled' : 'Enabled'} ${email}.`);
    }
  }
} finally {
  await db.close();
}
