import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installDialogPolyfill } from '@masthead/header-react/testing';

// jsdom lacks showModal()/close(); the stand-in lives only here, in the test setup.
if (typeof HTMLDialogElement !== 'undefined') installDialogPolyfill();

afterEach(() => cleanup());

// jsdom cannot navigate and reports every followed link as an error; stop the default action only
// after React's handlers ran (a window listener is the last in the bubble path).
if (typeof window !== 'undefined') {
  window.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  });
}
