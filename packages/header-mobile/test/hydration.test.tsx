import { allScenarios, expectCleanHydration } from '@masthead/header-react/testing';
import { MobileHeader } from '../src/index.ts';

describe('MobileHeader hydration', () => {
  it.each(allScenarios().map((s) => [s.name, s] as const))('%s hydrates without warnings', async (_name, scenario) => {
    await expectCleanHydration(<MobileHeader {...scenario.props} />, (container) => {
      // After hydration the parts upgrade (the drawer leaves its no-JavaScript mode).
      const drawer = container.querySelector('.mh-drawer-root');
      if (drawer) expect(drawer.hasAttribute('data-enhanced')).toBe(true);
    });
  });
});
