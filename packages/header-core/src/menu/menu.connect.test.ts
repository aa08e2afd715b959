import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { menuMachine } from './menu.machine.ts';
import { connectMenu, getMenuIds } from './menu.connect.ts';
import type { MenuEvent, MenuInput } from './menu.types.ts';

function setup(input: MenuInput) {
  const actor = createActor(menuMachine, { input }).start();
  const sent: MenuEvent[] = [];
  const send = (event: MenuEvent) => {
    sent.push(event);
    actor.send(event);
  };
  return { actor, sent, api: () => connectMenu(actor.getSnapshot(), send) };
}

describe('connectMenu, menu kind', () => {
  it('closed: ARIA of a collapsed menu button', () => {
    const { api } = setup({ id: 'profile', kind: 'menu', itemCount: 3 });
    const { triggerProps, contentProps } = api();
    expect(triggerProps).toMatchObject({
      id: 'profile-trigger',
      'aria-expanded': false,
      'aria-controls': 'profile-content',
      'aria-haspopup': 'menu',
      'data-state': 'closed',
    });
    expect(contentProps).toMatchObject({
      id: 'profile-content',
      role: 'menu',
      'aria-labelledby': 'profile-trigger',
      hidden: true,
      'data-state': 'closed',
    });
    expect(api().isOpen).toBe(false);
  });

  it('open: expanded, visible, roving tabIndex on the focused item', () => {
    const { api } = setup({ id: 'profile', kind: 'menu', itemCount: 3 });
    api().triggerProps.onClick();
    api().contentProps.onKeyDown('ArrowDown');
    const a = api();
    expect(a.triggerProps['aria-expanded']).toBe(true);
    expect(a.contentProps.hidden).toBe(false);
    expect([0, 1, 2].map((i) => a.itemProps(i).tabIndex)).toEqual([-1, 0, -1]);
    expect(a.itemProps(1)).toMatchObject({ id: 'profile-item-1', role: 'menuitem', 'data-highlighted': true });
    expect('data-highlighted' in a.itemProps(0)).toBe(false);
  });

  it('maps trigger keys and reports which to preventDefault', () => {
    const { api, sent } = setup({ id: 'profile', kind: 'menu', itemCount: 3 });
    expect(api().triggerProps.onKeyDown('Escape')).toBe(false); // closed: nothing to close
    expect(api().triggerProps.onKeyDown('a')).toBe(false);
    expect(api().triggerProps.onKeyDown('Enter')).toBe(true);
    expect(api().isOpen).toBe(true);
    expect(api().triggerProps.onKeyDown('Escape')).toBe(true);
    expect(sent).toEqual([
      { type: 'trigger.keyDown', key: 'Enter' },
      { type: 'trigger.keyDown', key: 'Escape' },
    ]);
  });

  it('maps content keys: arrows/Home/End move, Escape closes, Tab closes without preventDefault', () => {
    const { api, sent } = setup({ id: 'profile', kind: 'menu', itemCount: 3 });
    expect(api().contentProps.onKeyDown('ArrowDown')).toBe(false); // closed
    api().triggerProps.onClick();
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End']) expect(api().contentProps.onKeyDown(key)).toBe(true);
    expect(api().contentProps.onKeyDown('F5')).toBe(false);
    // A printable character is typeahead (the machine moves focus), so the browser's own use of it is stopped.
    expect(api().contentProps.onKeyDown('q')).toBe(true);
    expect(api().contentProps.onKeyDown('Tab')).toBe(false);
    expect(api().isOpen).toBe(false);
    api().triggerProps.onClick();
    expect(api().contentProps.onKeyDown('Escape')).toBe(true);
    expect(sent.filter((e) => e.type !== 'trigger.click')).toEqual([
      { type: 'item.keyDown', key: 'ArrowDown' },
      { type: 'item.keyDown', key: 'ArrowUp' },
      { type: 'item.keyDown', key: 'Home' },
      { type: 'item.keyDown', key: 'End' },
      { type: 'item.keyDown', key: 'q' },
      { type: 'item.keyDown', key: 'Tab' },
      { type: 'key.escape' },
    ]);
  });

  it('items select on click and sync focus on focus', () => {
    const { api, sent } = setup({ id: 'profile', kind: 'menu', itemCount: 3 });
    api().triggerProps.onClick();
    api().itemProps(2).onFocus?.();
    expect(api().focusedIndex).toBe(2);
    api().itemProps(2).onClick();
    expect(sent.slice(1)).toEqual([
      { type: 'item.focus', index: 2 },
      { type: 'item.select', index: 2 },
    ]);
    expect(api().isOpen).toBe(false);
  });

  it('with no focused item the first item is the tab stop', () => {
    const { api } = setup({ id: 'profile', kind: 'menu', itemCount: 2 });
    expect([0, 1].map((i) => api().itemProps(i).tabIndex)).toEqual([0, -1]);
  });
});

describe('connectMenu, disclosure kind', () => {
  it('has no menu roles: a button with aria-expanded and a panel of plain links', () => {
    const { api } = setup({ id: 'browse', kind: 'disclosure', itemCount: 2 });
    const closed = api();
    expect('aria-haspopup' in closed.triggerProps).toBe(false);
    expect('role' in closed.contentProps).toBe(false);
    expect(closed.itemProps(0)).toEqual({ id: 'browse-item-0', onClick: expect.any(Function) });
    closed.triggerProps.onClick();
    expect(api().triggerProps).toMatchObject({ 'aria-expanded': true, 'data-state': 'open' });
    expect(api().contentProps.hidden).toBe(false);
  });

  it('leaves Enter/Space/arrows to the browser; Escape closes from trigger or panel', () => {
    const { api } = setup({ id: 'browse', kind: 'disclosure', itemCount: 2 });
    for (const key of ['Enter', ' ', 'ArrowDown', 'ArrowUp']) expect(api().triggerProps.onKeyDown(key)).toBe(false);
    api().triggerProps.onClick();
    for (const key of ['ArrowDown', 'Home', 'Tab']) expect(api().contentProps.onKeyDown(key)).toBe(false);
    expect(api().isOpen).toBe(true);
    expect(api().contentProps.onKeyDown('Escape')).toBe(true);
    expect(api().isOpen).toBe(false);
    api().triggerProps.onClick();
    expect(api().triggerProps.onKeyDown('Escape')).toBe(true);
    expect(api().isOpen).toBe(false);
  });
});

it('getMenuIds matches the ids connect uses', () => {
  const ids = getMenuIds('shop');
  expect([ids.trigger, ids.content, ids.item(3)]).toEqual(['shop-trigger', 'shop-content', 'shop-item-3']);
});
