import { createActor } from 'xstate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuMachine } from './menu.machine.ts';
import type { MenuEmitted, MenuEvent, MenuInput } from './menu.types.ts';

function start(input: MenuInput) {
  const emitted: MenuEmitted[] = [];
  const actor = createActor(menuMachine, { input }).start();
  actor.on('*', (event) => emitted.push(event));
  const send = (event: MenuEvent) => {
    emitted.length = 0;
    actor.send(event);
    return [...emitted];
  };
  return { actor, send, ctx: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value };
}

describe('menu kind (profile menu button)', () => {
  it('opens on ArrowDown, Enter and Space with the first item focused', () => {
    for (const key of ['ArrowDown', 'Enter', ' ']) {
      const m = start({ id: 'profile', kind: 'menu', itemCount: 4 });
      expect(m.send({ type: 'trigger.keyDown', key })).toEqual([
        { type: 'focus.item', index: 0 },
        { type: 'opened', id: 'profile' },
      ]);
      expect(m.value()).toBe('open');
      expect(m.ctx().focusedIndex).toBe(0);
    }
  });

  it('opens on ArrowUp with the last item focused', () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: 4 });
    m.send({ type: 'trigger.keyDown', key: 'ArrowUp' });
    expect(m.ctx().focusedIndex).toBe(3);
  });

  it('ignores other keys on the closed trigger', () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: 4 });
    expect(m.send({ type: 'trigger.keyDown', key: 'Escape' })).toEqual([]);
    expect(m.send({ type: 'trigger.keyDown', key: 'a' })).toEqual([]);
    expect(m.value()).toBe('closed');
  });

  it('wraps ArrowDown/ArrowUp and jumps with Home/End', () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: 3 });
    m.send({ type: 'trigger.click' });
    const indexAfter = (key: string) => {
      m.send({ type: 'item.keyDown', key });
      return m.ctx().focusedIndex;
    };
    expect(indexAfter('ArrowUp')).toBe(2);
    expect(indexAfter('ArrowDown')).toBe(0);
    expect(indexAfter('ArrowDown')).toBe(1);
    expect(indexAfter('End')).toBe(2);
    expect(indexAfter('ArrowDown')).toBe(0);
    expect(indexAfter('Home')).toBe(0);
  });

  it('emits focus.item for every roving move', () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: 3 });
    m.send({ type: 'trigger.click' });
    expect(m.send({ type: 'item.keyDown', key: 'End' })).toEqual([{ type: 'focus.item', index: 2 }]);
  });

  it('Tab closes without pulling focus back', () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: 3 });
    m.send({ type: 'trigger.click' });
    expect(m.send({ type: 'item.keyDown', key: 'Tab' })).toEqual([{ type: 'closed', id: 'profile' }]);
    expect(m.ctx()).toMatchObject({ focusedIndex: -1, returnFocus: false });
  });

  it('Escape and item select close and return focus to the trigger', () => {
    for (const event of [{ type: 'key.escape' }, { type: 'item.select', index: 1 }] as const) {
      const m = start({ id: 'profile', kind: 'menu', itemCount: 3 });
      m.send({ type: 'trigger.click' });
      expect(m.send(event)).toEqual([{ type: 'closed', id: 'profile' }, { type: 'focus.trigger' }]);
      expect(m.ctx()).toMatchObject({ focusedIndex: -1, returnFocus: true });
    }
  });

  it('a later open clears the returnFocus flag of the previous close', () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: 3 });
    m.send({ type: 'trigger.click' });
    m.send({ type: 'key.escape' });
    m.send({ type: 'trigger.click' });
    expect(m.ctx().returnFocus).toBe(false);
  });

  it('outside click and another layer close quietly; its own layer.opened is ignored', () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: 3 });
    m.send({ type: 'trigger.click' });
    expect(m.send({ type: 'layer.opened', id: 'profile' })).toEqual([]);
    expect(m.send({ type: 'layer.opened', id: 'browse' })).toEqual([{ type: 'closed', id: 'profile' }]);
    m.send({ type: 'trigger.click' });
    expect(m.send({ type: 'outside.click' })).toEqual([{ type: 'closed', id: 'profile' }]);
  });

  it('item.focus syncs the roving index without a focus intent; out-of-range is ignored', () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: 3 });
    m.send({ type: 'trigger.click' });
    expect(m.send({ type: 'item.focus', index: 2 })).toEqual([]);
    expect(m.ctx().focusedIndex).toBe(2);
    m.send({ type: 'item.focus', index: 9 });
    m.send({ type: 'item.focus', index: -1 });
    m.send({ type: 'item.focus', index: 0.5 });
    expect(m.ctx().focusedIndex).toBe(2);
  });

  it('items.set clamps the index and adopts the first item when items arrive late', () => {
    const m = start({ id: 'profile', kind: 'menu' });
    expect(m.send({ type: 'trigger.click' })).toEqual([{ type: 'opened', id: 'profile' }]);
    expect(m.ctx().focusedIndex).toBe(-1);
    expect(m.send({ type: 'items.set', count: 5 })).toEqual([{ type: 'focus.item', index: 0 }]);
    m.send({ type: 'item.keyDown', key: 'End' });
    expect(m.send({ type: 'items.set', count: 2 })).toEqual([{ type: 'focus.item', index: 1 }]);
    expect(m.send({ type: 'items.set', count: 8 })).toEqual([]);
    m.send({ type: 'items.set', count: 0 });
    expect(m.ctx().focusedIndex).toBe(-1);
  });

  it('treats a garbage item count as zero', () => {
    for (const itemCount of [Number.NaN, -3, Number.POSITIVE_INFINITY]) {
      const m = start({ id: 'profile', kind: 'menu', itemCount });
      expect(m.ctx().itemCount).toBe(0);
    }
  });
});

describe('disclosure kind (Browse, Plans, Shop)', () => {
  it('toggles on click and never sets a roving index', () => {
    const m = start({ id: 'browse', kind: 'disclosure', itemCount: 5 });
    expect(m.send({ type: 'trigger.click' })).toEqual([{ type: 'opened', id: 'browse' }]);
    expect(m.ctx().focusedIndex).toBe(-1);
    m.send({ type: 'item.keyDown', key: 'ArrowDown' });
    m.send({ type: 'item.focus', index: 1 });
    expect(m.ctx().focusedIndex).toBe(-1);
    expect(m.send({ type: 'trigger.click' })).toEqual([{ type: 'closed', id: 'browse' }]);
  });

  it('leaves trigger keys to the native button, except Escape when open', () => {
    const m = start({ id: 'browse', kind: 'disclosure', itemCount: 5 });
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
      expect(m.send({ type: 'trigger.keyDown', key })).toEqual([]);
    }
    m.send({ type: 'trigger.click' });
    expect(m.send({ type: 'trigger.keyDown', key: 'Escape' })).toEqual([
      { type: 'closed', id: 'browse' },
      { type: 'focus.trigger' },
    ]);
  });

  it('a link click closes and returns focus to the trigger', () => {
    const m = start({ id: 'browse', kind: 'disclosure', itemCount: 5 });
    m.send({ type: 'trigger.click' });
    expect(m.send({ type: 'item.select', index: 2 })).toEqual([{ type: 'closed', id: 'browse' }, { type: 'focus.trigger' }]);
  });
});

const KEY = fc.constantFrom('ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End', 'Tab', 'Escape', 'x');
const EVENT: fc.Arbitrary<MenuEvent> = fc.oneof(
  fc.constant({ type: 'trigger.click' } as const),
  KEY.map((key) => ({ type: 'trigger.keyDown', key }) as const),
  fc.constant({ type: 'outside.click' } as const),
  fc.constant({ type: 'key.escape' } as const),
  KEY.map((key) => ({ type: 'item.keyDown', key }) as const),
  fc.integer({ min: -2, max: 8 }).map((index) => ({ type: 'item.focus', index }) as const),
  fc.integer({ min: 0, max: 8 }).map((index) => ({ type: 'item.select', index }) as const),
  fc.constantFrom('self', 'other').map((id) => ({ type: 'layer.opened', id }) as const),
  fc.integer({ min: 0, max: 6 }).map((count) => ({ type: 'items.set', count }) as const),
);

describe('menu properties', () => {
  it('focusedIndex stays in [0, itemCount) while an open menu has items, and is -1 otherwise', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('menu' as const, 'disclosure' as const),
        fc.integer({ min: 0, max: 6 }),
        fc.array(EVENT, { maxLength: 60 }),
        (kind, itemCount, events) => {
          const m = start({ id: 'self', kind, itemCount });
          for (const event of events) {
            m.send(event);
            const { focusedIndex, itemCount: count } = m.ctx();
            if (kind === 'menu' && m.value() === 'open' && count > 0) {
              expect(focusedIndex).toBeGreaterThanOrEqual(0);
              expect(focusedIndex).toBeLessThan(count);
            } else {
              expect(focusedIndex).toBe(-1);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('closing by Escape always emits focus.trigger; opened/closed strictly alternate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('menu' as const, 'disclosure' as const),
        fc.integer({ min: 0, max: 6 }),
        fc.array(EVENT, { maxLength: 60 }),
        (kind, itemCount, events) => {
          const m = start({ id: 'self', kind, itemCount });
          const lifecycle: string[] = [];
          for (const event of events) {
            const wasOpen = m.value() === 'open';
            const out = m.send(event);
            lifecycle.push(...out.filter((e) => e.type === 'opened' || e.type === 'closed').map((e) => e.type));
            const escape =
              event.type === 'key.escape' || (event.type === 'trigger.keyDown' && event.key === 'Escape');
            if (wasOpen && escape) {
              expect(m.value()).toBe('closed');
              expect(out).toContainEqual({ type: 'focus.trigger' });
            }
            for (const e of out) if (e.type === 'focus.item') expect(e.index).toBe(m.ctx().focusedIndex);
          }
          lifecycle.forEach((type, i) => expect(type).toBe(i % 2 === 0 ? 'opened' : 'closed'));
        },
      ),
      { numRuns: 300 },
    );
  });
});

// APG menu button: a printable character moves focus to the next item whose label starts with it.
describe('typeahead in the profile menu', () => {
  const labels = ['Profile', 'Saved Classes', 'Settings', 'Español', 'Perks', 'Help Center', 'Log Out'];
  const open = () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: labels.length, itemLabels: labels });
    m.send({ type: 'trigger.click' });
    return m;
  };

  it.each([
    // [focused before, key, focused after]
    [0, 's', 1],
    [1, 's', 2],
    [2, 'S', 1], // wraps, case ignored
    [0, 'p', 4], // the next P after the focused one, not itself
    [4, 'p', 0],
    [0, 'e', 3], // accents ignored: Español
    [0, 'É', 3],
    [3, 'l', 6],
    [2, 'z', 2], // no item: focus stays
  ])('from item %i, %s moves focus to item %i', (from, key, to) => {
    const m = open();
    m.send({ type: 'item.focus', index: from });
    const emitted = m.send({ type: 'item.keyDown', key });
    expect(m.ctx().focusedIndex).toBe(to);
    expect(emitted).toEqual([{ type: 'focus.item', index: to }]);
    expect(m.value()).toBe('open');
  });

  it('labels arriving later (items.set) are used; a space, a named key or a disclosure ignores it', () => {
    const m = start({ id: 'profile', kind: 'menu', itemCount: 2 });
    m.send({ type: 'trigger.click' });
    m.send({ type: 'item.keyDown', key: 'b' });
    expect(m.ctx().focusedIndex).toBe(0);
    m.send({ type: 'items.set', count: 2, labels: ['Alpha', 'Beta'] });
    m.send({ type: 'item.keyDown', key: 'b' });
    expect(m.ctx().focusedIndex).toBe(1);
    expect(m.send({ type: 'item.keyDown', key: 'Shift' })).toEqual([]);
    const d = start({ id: 'browse', kind: 'disclosure', itemCount: 2, itemLabels: ['Alpha', 'Beta'] });
    d.send({ type: 'trigger.click' });
    expect(d.send({ type: 'item.keyDown', key: 'b' })).toEqual([]);
  });
});
