// WHATWG URL is in every runtime the header runs in (browsers, Node, Deno) but not in the ES lib.
// Declaring just what we use keeps DOM types out of header-core (design §1).
declare class URL {
  constructor(input: string, base?: string | URL);
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: URLSearchParams;
}
declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  set(name: string, value: string): void;
  get(name: string): string | null;
  toString(): string;
}
// The console is in every runtime too; the header only warns through it (a misconfiguration).
declare const console: { warn(...data: unknown[]): void };
