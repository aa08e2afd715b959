import { setUpComponentTests } from '../testing/index.ts';

setUpComponentTests();
