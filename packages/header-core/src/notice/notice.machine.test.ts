import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSafeStorage, type SafeStorage, type StorageBacking } from '../storage/index.ts';
import { noticeMachine } from './notice.machine.ts';
import { readNoticeDismissed } from './notice.storage.ts';
import { TEACHER_NOTICE_STORAGE_KEY, type NoticeEmitted, type NoticeInput } from './notice.types.ts';

function start(input: NoticeInput) {
  const emitted: NoticeEmitted[] = [];
  const actor = createActor(noticeMachine, { input }).start();
  actor.on('*', (event) => emitted.push(event));
  return { actor, emitted, value: () => actor.getSnapshot().value };
}

const KEY = TEACHER_NOTICE_STORAGE_KEY;
const throwingBacking: StorageBacking = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('teacher notice', () => {
  it('shows to eligible viewers who have not dismissed it, not to others', () => {
    expect(start({ eligible: true, storage: createMemoryStorage() }).value()).toBe('visible');
    expect(start({ eligible: false, storage: createMemoryStorage() }).value()).toBe('hidden');
    expect(start({ eligible: true }).value()).toBe('visible');
  });

  it('stays dismissed when storage holds exactly the value it writes', () => {
    const storage = createMemoryStorage();
    const first = start({ eligible: true, storage });
    first.actor.send({ type: 'dismiss' });
    expect(first.value()).toBe('dismissed');
    expect(storage.get(KEY)).toBe('true');
    expect(first.emitted).toEqual([{ type: 'dismissed', via: 'dismiss' }]);
    expect(start({ eligible: true, storage }).value()).toBe('dismissed');
  });

  it.each(['yes', '{', '42', 'TRUE', ' true', '1', '"true"', '', 'null'])(
    'garbage %j in storage does not hide it',
    (garbage) => {
      expect(start({ eligible: true, storage: createMemoryStorage({ [KEY]: garbage }) }).value()).toBe('visible');
    },
  );

  it('a backing that throws on every call never crashes it; dismissal holds for the page', () => {
    const storage = createSafeStorage(throwingBacking);
    const notice = start({ eligible: true, storage });
    expect(notice.value()).toBe('visible');
    notice.actor.send({ type: 'dismiss' });
    expect(notice.value()).toBe('dismissed');
    expect(start({ eligible: true, storage }).value()).toBe('dismissed');
  });

  it('a host storage that itself throws (not a SafeStorage from us) never crashes it', () => {
    const broken: SafeStorage = {
      get: () => {
        throw new Error('boom');
      },
      set: () => {
        throw new Error('boom');
      },
      remove: () => {
        throw new Error('boom');
      },
    };
    expect(readNoticeDismissed(broken)).toBe(false);
    const notice = start({ eligible: true, storage: broken });
    notice.actor.send({ type: 'action' });
    expect(notice.value()).toBe('dismissed');
    expect(notice.actor.getSnapshot().status).toBe('active');
  });

  it('the action dismisses and asks to navigate to the student activity', () => {
    const notice = start({ eligible: true, storage: createMemoryStorage() });
    notice.actor.send({ type: 'action' });
    expect(notice.value()).toBe('dismissed');
    expect(notice.emitted).toEqual([
      { type: 'dismissed', via: 'action' },
      { type: 'navigate', href: '/teach/activity?via=header' },
    ]);
  });

  it('hides while another layer is open and comes back after', () => {
    const notice = start({ eligible: true, storage: createMemoryStorage() });
    notice.actor.send({ type: 'layer.opened', id: 'browse' });
    expect(notice.value()).toBe('hidden');
    notice.actor.send({ type: 'dismiss' }); // cannot be dismissed while hidden
    notice.actor.send({ type: 'layer.opened', id: 'profile' });
    notice.actor.send({ type: 'layer.closed', id: 'profile' });
    expect(notice.value()).toBe('visible');
  });

  it('a dismissed notice ignores layers and eligibility', () => {
    const notice = start({ eligible: true, storage: createMemoryStorage() });
    notice.actor.send({ type: 'dismiss' });
    notice.actor.send({ type: 'layer.opened', id: 'x' });
    notice.actor.send({ type: 'layer.closed', id: 'x' });
    notice.actor.send({ type: 'eligibility.set', eligible: true });
    expect(notice.value()).toBe('dismissed');
  });

  it('follows eligibility when the viewer loads later', () => {
    const notice = start({ eligible: false, storage: createMemoryStorage() });
    notice.actor.send({ type: 'eligibility.set', eligible: true });
    expect(notice.value()).toBe('visible');
    notice.actor.send({ type: 'eligibility.set', eligible: false });
    expect(notice.value()).toBe('hidden');
  });

  it('hosts can replace persistence with .provide', () => {
    const writes: string[] = [];
    const machine = noticeMachine.provide({ actions: { persistDismissal: () => void writes.push('custom') } });
    const actor = createActor(machine, { input: { eligible: true } }).start();
    actor.send({ type: 'dismiss' });
    expect(writes).toEqual(['custom']);
  });
});
