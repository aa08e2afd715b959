import { createActor, type AnyTransitionDefinition } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { menuMachine } from './menu.machine.ts';
import { connectMenu, type MenuSnapshot } from './menu.connect.ts';
import { MENU_KEYS, type MenuEmitted, type MenuEvent, type MenuInput, type MenuKind } from './menu.types.ts';
import {
  activeAtomicIds,
  missingCoverage,
  recordTransitions,
  serializeEdge,
} from './model-coverage.testing.ts';

const KEY_CASES = [...Object.values(MENU_KEYS), 'a'];

const EVENT_CASES: MenuEvent[] = [
  { type: 'trigger.click' },
  ...KEY_CASES.map((key) => ({ type: 'trigger.keyDown', key }) as const),
  { type: 'outside.click' },
  { type: 'key.escape' },
  ...KEY_CASES.map((key) => ({ type: 'item.keyDown', key }) as const),
  { type: 'item.focus', index: 1 },
  { type: 'item.focus', index: 7 },
  { type: 'item.select', index: 0 },
  { type: 'layer.opened', id: 'other' },
  { type: 'layer.opened', id: 'm' },
  { type: 'items.set', count: 0 },
  { type: 'items.set', count: 1 },
  { type: 'items.set', count: 3 },
];

const EVENT_TYPES = [...new Set(EVENT_CASES.map((event) => event.type))];

/** Invariants of one step: the renderer-facing view agrees with the state, focus stays in bounds. */
function checkInvariants(snapshot: MenuSnapshot, emitted: readonly MenuEmitted[], previousValue: string | null) {
  const api = connectMenu(snapshot, () => {});
  const { kind, itemCount, focusedIndex } = snapshot.context;
  const open = snapshot.value === 'open';

  expect(api.isOpen).toBe(open);
  expect(api.triggerProps['aria-expanded']).toBe(open);
  expect(api.contentProps.hidden).toBe(!open);
  expect(api.triggerProps['data-state']).toBe(open ? 'open' : 'closed');
  expect(api.triggerProps['aria-controls']).toBe(api.contentProps.id);
  expect(api.contentProps['aria-labelledby']).toBe(api.triggerProps.id);

  if (kind === 'menu' && open && itemCount > 0) {
    expect(focusedIndex).toBeGreaterThanOrEqual(0);
    expect(focusedIndex).toBeLessThan(itemCount);
  } else {
    expect(focusedIndex).toBe(-1);
  }

  const items = Array.from({ length: itemCount }, (_, i) => api.itemProps(i));
  if (kind === 'menu') {
    expect(api.triggerProps['aria-haspopup']).toBe('menu');
    expect(api.contentProps.role).toBe('menu');
    expect(items.every((item) => item.role === 'menuitem')).toBe(true);
    if (itemCount > 0) expect(items.filter((item) => item.tabIndex === 0)).toHaveLength(1);
  } else {
    expect('aria-haspopup' in api.triggerProps).toBe(false);
    expect('role' in api.contentProps).toBe(false);
    expect(items.every((item) => !('role' in item) && !('tabIndex' in item))).toBe(true);
  }

  for (const event of emitted) {
    if (event.type === 'focus.item') {
      expect(kind).toBe('menu');
      expect(event.index).toBe(focusedIndex);
      expect(event.index).toBeLessThan(itemCount);
    }
  }
  if (previousValue === null) return;
  const types = emitted.map((event) => event.type);
  if (previousValue === 'closed' && open) expect(types).toContain('opened');
  if (previousValue === 'open' && !open) expect(types).toContain('closed');
  if (previousValue === snapshot.value) expect(types.filter((t) => t === 'opened' || t === 'closed')).toEqual([]);
  if (types.includes('focus.trigger')) {
    expect(open).toBe(false);
    expect(snapshot.context.returnFocus).toBe(true);
  }
}

function modelFor(input: MenuInput) {
  return createTestModel(menuMachine, {
    input,
    events: EVENT_CASES,
    serializeState: serializeEdge as never,
  });
}

/** Runs one generated path against a live actor; returns what it covered. */
async function runPath(
  path: ReturnType<ReturnType<typeof modelFor>['getShortestPaths']>[number],
  input: MenuInput,
  covered: { states: Set<string>; transitions: Set<AnyTransitionDefinition> },
) {
  const emitted: MenuEmitted[] = [];
  const actor = createActor(menuMachine, { input, inspect: recordTransitions(covered.transitions) });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  let previousValue: string | null = null;

  const exec = (step: { event: MenuEvent }) => {
    emitted.length = 0;
    previousValue = actor.getSnapshot().value;
    actor.send(step.event);
    if (step.event.type === 'key.escape' && previousValue === 'open') {
      expect(emitted.map((event) => event.type)).toEqual(['closed', 'focus.trigger']);
    }
  };
  await path.test({
    events: Object.fromEntries(EVENT_TYPES.map((type) => [type, exec])) as never,
    states: {
      '*': (expected) => {
        const actual = actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.context).toEqual(expected.context);
        for (const id of activeAtomicIds(actual)) covered.states.add(id);
        checkInvariants(actual, emitted, previousValue);
      },
    },
  });
  actor.stop();
}

const KINDS: readonly MenuKind[] = ['menu', 'disclosure'];
// Two inputs per kind: items known up front, and items that arrive after the menu opened.
const PLANS = KINDS.flatMap((kind) =>
  [{ id: 'm', kind, itemCount: 3 }, { id: 'm', kind }].map((input: MenuInput) => ({
    input,
    paths: modelFor(input).getShortestPaths(),
  })),
);

describe('menu machine model', () => {
  for (const { input, paths } of PLANS) {
    it(`${input.kind}, itemCount=${input.itemCount ?? 'unset'}: ${paths.length} generated paths hold the invariants`, async () => {
      expect(paths.length).toBeGreaterThan(20);
      const covered = { states: new Set<string>(), transitions: new Set<AnyTransitionDefinition>() };
      for (const path of paths) await runPath(path, input, covered);
      expect(missingCoverage(menuMachine, covered.states, covered.transitions).states).toEqual([]);
    });
  }

  it('the paths of both kinds together take every state and every transition', async () => {
    const covered = { states: new Set<string>(), transitions: new Set<AnyTransitionDefinition>() };
    for (const { input, paths } of PLANS) for (const path of paths) await runPath(path, input, covered);
    expect(missingCoverage(menuMachine, covered.states, covered.transitions)).toEqual({ states: [], transitions: [] });
  });
});
