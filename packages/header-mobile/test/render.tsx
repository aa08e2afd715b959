import { render } from '@testing-library/react';
import type { HeaderProps } from '@masthead/header-react';
import { loadHeaderMachines, recordingAnalytics, TEST_CATEGORIES, TEST_CONFIG } from '@masthead/header-react/testing';
import { MobileHeader } from '../src/index.ts';

await loadHeaderMachines();

/** Renders the mobile header with test categories and config, recording analytics. */
export function renderMobile(props: Partial<HeaderProps> = {}) {
  const analytics = recordingAnalytics();
  const result = render(
    <>
      <MobileHeader viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG} analytics={analytics} storage={null} {...props} />
      <main id="main" />
    </>,
  );
  return { ...result, analytics };
}
