import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { drawerMachine } from './drawer.machine.ts';
import { connectDrawer, getDrawerIds } from './drawer.connect.ts';
import type { DrawerEmitted } from './drawer.types.ts';

function setup() {
  const actor = createActor(drawerMachine, { input: {} }).start();
  const emitted: DrawerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, emitted, api: () => connectDrawer(actor.getSnapshot(), (event) => actor.send(event)) };
}

describe('connectDrawer', () => {
  it('closed: collapsed toggle labelled "open menu"', () => {
    const { api } = setup();
    expect(api().toggleProps).toMatchObject({
      id: 'mobile-drawer-toggle',
      'aria-expanded': false,
      'aria-controls': 'mobile-drawer-content',
      'data-state': 'closed',
    });
    expect(api().toggleLabelKey).toBe('openMenu');
    expect(api().contentProps).toMatchObject({ id: 'mobile-drawer-content', 'aria-labelledby': 'mobile-drawer-toggle' });
    expect(api().isOpen).toBe(false);
  });

  it('toggle opens, toggle again closes and returns focus to the toggle', () => {
    const { api, emitted } = setup();
    api().toggleProps.onClick();
    expect(api()).toMatchObject({ isOpen: true, toggleLabelKey: 'closeMenu' });
    expect(api().toggleProps['aria-expanded']).toBe(true);
    api().toggleProps.onClick();
    expect(emitted).toEqual([
      { type: 'opened', id: 'mobile-drawer' },
      { type: 'closed', id: 'mobile-drawer' },
      { type: 'focus.toggle' },
    ]);
  });

  it('the dialog close event and the close button close it; a late close event is harmless', () => {
    const { api, emitted } = setup();
    api().toggleProps.onClick();
    api().contentProps.onClose();
    expect(api().isOpen).toBe(false);
    api().contentProps.onClose(); // dialog.close() fires `close` after we closed it ourselves
    expect(emitted.filter((e) => e.type === 'closed')).toHaveLength(1);
    api().toggleProps.onClick();
    api().closeButtonProps.onClick();
    expect(api().isOpen).toBe(false);
  });

  it('another layer closes it without stealing focus back', () => {
    const { actor, api, emitted } = setup();
    api().toggleProps.onClick();
    emitted.length = 0;
    actor.send({ type: 'layer.opened', id: 'mobile-drawer' });
    expect(api().isOpen).toBe(true);
    actor.send({ type: 'layer.opened', id: 'search-overlay' });
    expect(api().isOpen).toBe(false);
    expect(emitted).toEqual([{ type: 'closed', id: 'mobile-drawer' }]);
  });

  it('uses the id from input', () => {
    const actor = createActor(drawerMachine, { input: { id: 'nav' } }).start();
    expect(connectDrawer(actor.getSnapshot(), () => {}).toggleProps.id).toBe(getDrawerIds('nav').toggle);
  });
});
