import { render } from '@testing-library/react';
import type { HeaderProps } from '@masthead/header-react';
import { loadHeaderMachines, recordingAnalytics, TEST_CATEGORIES, TEST_CONFIG } from '@masthead/header-react/testing';
import { DesktopHeader } from '../src/index.ts';

await loadHeaderMachines();

/** Renders the desktop header with test categories and config, recording analytics. */
export function renderDesktop(props: Partial<HeaderProps> = {}) {
  const analytics = recordingAnalytics();
  const result = render(
    <>
      <DesktopHeader viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG} analytics={analytics} {...props} />
      <main id="main">
        <button type="button">Page button</button>
      </main>
    </>,
  );
  return { ...result, analytics };
}
