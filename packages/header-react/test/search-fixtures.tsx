// The search component tests' fixtures (header-react, header-desktop and header-mobile import them):
// the fake suggestions server and its helpers, with the search machine's chunk (and the header's
// machines) already loaded, as they are once a box has been used. search-lazy.test.tsx covers the box before and while the chunk loads.
import { searchModule } from '../src/index.ts';
import { loadHeaderMachines } from '../testing/index.ts';

export * from './search-server.tsx';

await Promise.all([searchModule.load(), loadHeaderMachines()]);
