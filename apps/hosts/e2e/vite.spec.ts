// The plain Vite SPA (no server rendering) with the header installed from the packed tarballs.
import { defineHostFlows } from './flows.ts';

defineHostFlows('vite');
