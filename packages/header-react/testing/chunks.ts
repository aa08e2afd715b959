import { interactionChunk } from '../src/runtime/use-part.ts';

/**
 * Loads the interaction chunk (xstate and every machine), as the first use of a header does in the
 * browser. Component tests await it before rendering, so the parts start as the machines drive them;
 * the closed views before it (and the replay of an early press) have their own tests.
 */
export function loadHeaderMachines(): Promise<unknown> {
  return interactionChunk.load();
}
export { interactionChunk } from '../src/runtime/use-part.ts';
