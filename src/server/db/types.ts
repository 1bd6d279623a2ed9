/** Anything that runs SQL: the pool itself or one transaction. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** The one database interface of the server: PGlite by default, node-postgres with DATABASE_URL. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
  /** Whether the pg_trgm extension could be enabled (number search index). */
  hasTrigram(): Promise<boolean>;
  /**
   * PostgreSQL only: LISTEN on a channel over a dedicated connection (NOTIFY reaches every process
   * on the database). `reconnected` runs after a dropped connection came back: notifications sent
   * meanwhile are lost, so the caller re-reads what it keeps. Resolves to an unlisten function.
   */
  listen?(channel: string, onMessage: (payload: string) => void, reconnected: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
