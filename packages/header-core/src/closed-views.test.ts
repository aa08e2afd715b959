// The machine-free views the header renders before its machines have loaded (and on the server) must be
// exactly what each machine produces when it starts: otherwise the page would change under the visitor
// the moment the machines arrive.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  HIDDEN_NOTICE,
  closedDrawer,
  closedMenu,
  connectDrawer,
  connectDrawerView,
  connectMenu,
  connectMenuView,
  connectNotice,
  connectNoticeView,
  drawerMachine,
  menuMachine,
  noticeMachine,
  type DrawerInput,
  type MenuInput,
} from './machines.ts';

/** Props without their handlers (a handler's identity says nothing; what it sends is tested elsewhere). */
const data = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const ignore = () => {};

describe('closed views agree with each machine as it starts', () => {
  it.each<MenuInput>([
    { id: 'browse', kind: 'disclosure' },
    { id: 'profile', kind: 'menu', itemCount: 5 },
  ])('menu %j', (input) => {
    const started = connectMenu(createActor(menuMachine, { input }).start().getSnapshot(), ignore);
    const closed = connectMenuView(closedMenu(input), ignore);
    expect(data(closed)).toEqual(data(started));
    for (const index of [0, 1, 4]) expect(data(closed.itemProps(index))).toEqual(data(started.itemProps(index)));
  });

  it.each<DrawerInput>([{}, { id: 'sign-in' }])('drawer %j', (input) => {
    const started = connectDrawer(createActor(drawerMachine, { input }).start().getSnapshot(), ignore);
    expect(data(connectDrawerView(closedDrawer(input), ignore))).toEqual(data(started));
  });

  it('teacher notice (not yet eligible, as the header starts it)', () => {
    const started = connectNotice(createActor(noticeMachine, { input: { eligible: false } }).start().getSnapshot(), ignore, 'n');
    expect(data(connectNoticeView(HIDDEN_NOTICE, ignore, 'n'))).toEqual(data(started));
  });
});
