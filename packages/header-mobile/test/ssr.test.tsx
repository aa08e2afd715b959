// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MobileHeader } from '../src/index.ts';
import { allScenarios } from '@masthead/header-react/testing';

describe('MobileHeader on the server (no window, no document)', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(allScenarios().map((s) => [s.name, s] as const))('%s renders to a string', (_name, scenario) => {
    const html = renderToString(<MobileHeader {...scenario.props} />);
    // React may put resource hints (the avatar's image preload) first; hosts' documents hoist them to <head>.
    expect(html).toMatch(/^(<link [^>]*\/>)*<header class="mh-header mh-header--mobile"/);
    expect(html).toContain('Skip to main content');
    if (scenario.props.viewer === 'loading') {
      expect(html).toContain('aria-busy="true"');
      expect(html).not.toContain('Sign In');
    }
    // Server HTML is the no-JavaScript page: Sign In is a link even when a modal slot exists.
    if (scenario.props.viewer === null && html.includes('Sign In')) expect(html).toMatch(/<a[^>]*href="\/signin\?via=header"/);
  });
});
