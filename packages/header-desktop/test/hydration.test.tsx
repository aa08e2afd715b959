import { allScenarios, expectCleanHydration } from '@masthead/header-react/testing';
import { DesktopHeader } from '../src/index.ts';

describe('DesktopHeader hydration', () => {
  it.each(allScenarios().map((s) => [s.name, s] as const))('%s hydrates without warnings', async (_name, scenario) => {
    await expectCleanHydration(<DesktopHeader {...scenario.props} />, (container) => {
      // After hydration the parts upgrade (menus get `hidden`, modal triggers become buttons).
      const panel = container.querySelector('.mh-disclosure__panel');
      if (panel) expect(panel.hasAttribute('hidden')).toBe(true);
    });
  });
});
