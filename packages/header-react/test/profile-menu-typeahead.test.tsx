// Issue 25: the profile menu is an APG menu button, so a printable character moves focus to the next item
// whose label starts with it (case and accents ignored, wrapping); with Ctrl, Alt or Meta held it does not.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileMenu } from '../src/index.ts';
import { TEST_VIEWERS } from '../testing/index.ts';
import { renderInHeader } from './render.tsx';

async function openMenu(): Promise<void> {
  screen.getByRole('button', { name: /^Account menu, / }).focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]);
}

const focusedName = () => document.activeElement?.textContent?.trim();

describe('typeahead in the profile menu', () => {
  it('a character moves to the next item starting with it, around the end, then back', async () => {
    renderInHeader(<ProfileMenu />, { viewer: TEST_VIEWERS.member });
    await openMenu();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim() ?? '');
    const startingWithP = items.filter((label) => /^p/i.test(label));
    expect(startingWithP.length).toBeGreaterThan(1);
    await userEvent.keyboard('p');
    // The first item (Profile) is focused: P goes to the next P, not to itself.
    expect(focusedName()).toBe(items.slice(1).find((label) => /^p/i.test(label)));
    await userEvent.keyboard('L');
    expect(focusedName()).toMatch(/^Log Out/);
    await userEvent.keyboard('p');
    expect(focusedName()).toBe(startingWithP[0]);
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('a character with Ctrl held, or one no item starts with, leaves focus where it is', async () => {
    renderInHeader(<ProfileMenu />, { viewer: TEST_VIEWERS.member });
    await openMenu();
    const first = focusedName();
    await userEvent.keyboard('{Control>}l{/Control}');
    expect(focusedName()).toBe(first);
    await userEvent.keyboard('q');
    expect(focusedName()).toBe(first);
  });
});
