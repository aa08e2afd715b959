// Types of nginx-balancer.mjs.
export interface Balancer {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  readonly port: number;
  readonly dir: string;
  readonly upstreams: string[];
  /** New upstreams (host:port), or the same, without a restart; open streams stay on the old worker. */
  reload(upstreams?: string[]): Promise<void>;
  stop(): Promise<void>;
  /** One line per finished request, with the upstream that answered. */
  accessLog(): string;
}

export const GENERATION_PATH: string;
export interface BalancerConfigOptions { dir: string; port: number; upstreams: string[]; generation?: number; workerConnections?: number }
export function balancerConfig(options: BalancerConfigOptions): string;
/**
 * `workerConnections` (default 1024) bounds the open connections; each stream holds two. `config` (default
 * balancerConfig) writes another configuration, which must answer GENERATION_PATH with its generation.
 */
export function startBalancer(options: { upstreams: string[]; port?: number; nginx?: string; workerConnections?: number; config?: (options: BalancerConfigOptions) => string }): Promise<Balancer>;
