import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DesktopHeader } from '../src/index.ts';
import { allScenarios } from '@masthead/header-react/testing';

describe('DesktopHeader hydration', () => {
  it.each(allScenarios().map((s) => [s.name, s] as const))('%s hydrates without warnings', async (_name, scenario) => {
    const element = <DesktopHeader {...scenario.props} />;
    const html = renderToString(element);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, element, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      // After hydration the parts upgrade (menus get `hidden`, modal triggers become buttons).
      const panel = container.querySelector('.mh-disclosure__panel');
      if (panel) expect(panel.hasAttribute('hidden')).toBe(true);
    } finally {
      consoleError.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });
});
