// Types of prepared-cache.mjs (plain JavaScript, shared with the embedded engine's thread).
export declare const STALE_STATEMENT_CODES: ReadonlySet<string>;

export declare class PreparedCache<Entry> {
  constructor(limit: number);
  readonly limit: number;
  static newName(): string;
  get(sql: string): Entry | undefined;
  set(sql: string, entry: Entry): Entry[];
  delete(sql: string): Entry | undefined;
}
