import { machinesModule } from '../src/hooks/use-header-machine.ts';

/**
 * Loads the header's machines chunk, as the first use of a header does in the browser. Component tests
 * of menus, drawers and modals await it before rendering, so the parts start as the machines drive
 * them; the closed views before it (and the replay of an early press) have their own tests.
 */
export function loadHeaderMachines(): Promise<unknown> {
  return machinesModule.load();
}
