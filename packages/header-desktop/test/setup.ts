import { setUpComponentTests } from '@masthead/header-react/testing';

setUpComponentTests();
