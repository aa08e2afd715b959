import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/index.ts';
import { noticeMachine } from './notice.machine.ts';
import { connectNotice } from './notice.connect.ts';

function setup(eligible = true) {
  const actor = createActor(noticeMachine, { input: { eligible, storage: createMemoryStorage() } }).start();
  return { actor, api: () => connectNotice(actor.getSnapshot(), (event) => actor.send(event)) };
}

describe('connectNotice', () => {
  it('visible: an unnamed note (its sentence is read once, as its content) with a real link and a dismiss button', () => {
    const { api } = setup();
    expect(api().isVisible).toBe(true);
    expect(api().rootProps).toEqual({
      id: 'teacher-notice',
      role: 'note',
      hidden: false,
      'data-state': 'visible',
    });
    expect(api().textProps.id).toBe('teacher-notice-text');
    expect(api().actionProps.href).toBe('/teach/activity?via=header');
    expect(api().dismissProps.type).toBe('button');
    expect(api().messageKeys).toEqual({ text: 'teacherNotice', action: 'teacherNoticeAction', dismiss: 'dismiss' });
  });

  it('hidden for non-teachers; dismissed after the close button', () => {
    expect(setup(false).api().rootProps).toMatchObject({ hidden: true, 'data-state': 'hidden' });
    const { api } = setup();
    api().dismissProps.onClick();
    expect(api().rootProps).toMatchObject({ hidden: true, 'data-state': 'dismissed' });
  });

  it('the action link dismisses', () => {
    const { api } = setup();
    api().actionProps.onClick();
    expect(api().isVisible).toBe(false);
  });

  it('takes an id prefix', () => {
    const { actor } = setup();
    expect(connectNotice(actor.getSnapshot(), () => {}, 'tip').textProps.id).toBe('tip-text');
  });
});
