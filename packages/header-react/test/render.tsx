import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { HeaderProvider } from '../src/index.ts';
import type { HeaderProps } from '../src/header-props.ts';
import { loadHeaderMachines, recordingAnalytics, TEST_CATEGORIES, TEST_CONFIG } from '../testing/index.ts';

await loadHeaderMachines();

/** Renders header parts inside a HeaderProvider with test categories, config and a recording transport. */
export function renderInHeader(ui: ReactElement, props: Partial<HeaderProps> = {}) {
  const analytics = recordingAnalytics();
  const all: HeaderProps = { viewer: null, categories: TEST_CATEGORIES, config: TEST_CONFIG, analytics, ...props };
  const result = render(<HeaderProvider {...all}>{ui}</HeaderProvider>);
  return {
    ...result,
    analytics,
    rerenderWith: (next: Partial<HeaderProps>) => result.rerender(<HeaderProvider {...all} {...next}>{ui}</HeaderProvider>),
  };
}
