import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installDialogPolyfill } from './doubles.ts';

/**
 * The component tests' set-up, shared by header-react, header-desktop and header-mobile (each
 * package's test/setup.ts calls it).
 */
export function setUpComponentTests(): void {
  // jsdom lacks showModal()/close(); the stand-in lives only here, in the test setup.
  if (typeof HTMLDialogElement !== 'undefined') installDialogPolyfill();

  // Chunks load with dynamic imports; on a busy machine that can take more than the default second.
  // Tests assert behaviour, not speed: the long wait only stops a hang.
  configure({ asyncUtilTimeout: 10_000 });

  afterEach(() => cleanup());

  // jsdom cannot navigate and reports every followed link as an error; stop the default action only
  // after React's handlers ran (a window listener is the last in the bubble path).
  if (typeof window !== 'undefined') {
    window.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
    });
  }
}
