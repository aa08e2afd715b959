// The search component tests' fixtures (header-react, header-desktop and header-mobile import them):
// the fake suggestions server and its helpers, with the interaction chunk already loaded, as it is once
// a header has been used. search-lazy.test.tsx covers the box before and while the chunk loads.
import { loadHeaderMachines } from '../testing/index.ts';

export * from './search-server.tsx';

await loadHeaderMachines();
