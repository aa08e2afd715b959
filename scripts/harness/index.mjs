// The test harness, one module: what tests and benches start beside the project's own servers. A throwaway
// PostgreSQL server (postgres-server.mjs), nginx balancing API instances (nginx-balancer.mjs), an API
// instance in a process of its own (api-process.mjs), any server program on a port the system chose
// (server-process.mjs), and the small tools they share (harness-util.mjs). docs/test-harness.md tells how.
export { startApiProcess } from './api-process.mjs';
export { balancerConfig, GENERATION_PATH, startBalancer } from './nginx-balancer.mjs';
export { startPostgres } from './postgres-server.mjs';
export { startServerProcess } from './server-process.mjs';
export { alive, capture, childPids, freePort, sleep, tail, waitUntil, watchdog } from './harness-util.mjs';
