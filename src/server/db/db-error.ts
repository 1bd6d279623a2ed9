// A failed query as the rest of the server sees (and logs) it. The drivers' errors carry the query's
// parameters (PGlite), the failing row (`detail`: "Failing row contains (...)") and the offending
// value (`where`, and the message of a data exception): customer names, phones, emails, addresses.
// None of that may reach a log, so only what names the failure, never the data, is kept.

/** Class 22 (data exception) messages quote the refused value ("invalid input syntax for type integer: \"...\""). */
const QUOTES_VALUE = /^22/;

export class DbError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;

  constructor(original: Record<string, unknown>) {
    const str = (k: string) => (typeof original[k] === 'string' ? original[k] : undefined);
    const code = str('code');
    const message = str('message') ?? 'database error';
    super(code && QUOTES_VALUE.test(code) ? `database refused a value (SQLSTATE ${code}${str('dataType') ? `, type ${str('dataType')}` : ''})` : message);
    this.name = 'DbError';
    this.code = code;
    this.constraint = str('constraint');
    this.table = str('table');
    this.column = str('column');
  }
}

/** The driver's error with its data left out; anything that is not a driver error passes unchanged. */
function safeDbError(err: unknown): unknown {
  if (err instanceof DbError || !(err instanceof Error)) return err;
  const fields = err as unknown as Record<string, unknown>;
  // Driver errors carry a SQLSTATE; a JavaScript error thrown inside a transaction does not.
  return typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) ? new DbError(fields) : err;
}

/** Runs a query, turning a driver error into a DbError. */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw safeDbError(err);
  }
}
