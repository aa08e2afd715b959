// Types of harness-util.mjs (the parts TypeScript tests use).
export function sleep(ms: number): Promise<void>;
export function freePort(): Promise<number>;
export function waitUntil(check: () => unknown, ms: number, every?: number): Promise<boolean>;
export function alive(pid: number | null | undefined): boolean;
/** Runs the shell script `cleanup` (with `args` as $1, $2, …) once this process ends, however it ends; returns cancel(). */
export function watchdog(cleanup: string, args?: string[]): () => void;
