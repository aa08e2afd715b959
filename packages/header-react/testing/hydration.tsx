import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';

/**
 * Renders `element` to a string, hydrates that HTML in the test DOM and fails on any hydration warning
 * or recoverable error. `afterHydration` then inspects the upgraded markup before everything is removed.
 */
export async function expectCleanHydration(
  element: ReactElement,
  afterHydration: (container: HTMLElement) => void = () => {},
): Promise<void> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
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
    afterHydration(container);
  } finally {
    consoleError.mockRestore();
    act(() => root?.unmount());
    container.remove();
  }
}
