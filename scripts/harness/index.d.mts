// Types of index.mjs: the harness, one module.
export { startApiProcess, type ApiProcess } from './api-process.mjs';
export { balancerConfig, GENERATION_PATH, startBalancer, type Balancer, type BalancerConfigOptions } from './nginx-balancer.mjs';
export { startPostgres, type PostgresServer, type StartPostgresOptions } from './postgres-server.mjs';
export { startServerProcess, type ServerProcess } from './server-process.mjs';
export { alive, freePort, sleep, waitUntil, watchdog } from './harness-util.mjs';
