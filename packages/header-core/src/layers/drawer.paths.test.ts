import { createActor, type AnyTransitionDefinition } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { drawerMachine } from './drawer.machine.ts';
import { connectDrawer } from './drawer.connect.ts';
import type { DrawerEmitted, DrawerEvent } from './drawer.types.ts';
import {
  activeAtomicIds,
  missingCoverage,
  recordTransitions,
  serializeEdge,
} from '../menu/model-coverage.testing.ts';

const EVENT_CASES: DrawerEvent[] = [
  { type: 'toggle' },
  { type: 'close' },
  { type: 'layer.opened', id: 'drawer' },
  { type: 'layer.opened', id: 'notifications' },
];
const EVENT_TYPES = [...new Set(EVENT_CASES.map((event) => event.type))];

const model = createTestModel(drawerMachine, {
  input: { id: 'drawer' },
  events: EVENT_CASES,
  serializeState: serializeEdge as never,
});

type Covered = { states: Set<string>; transitions: Set<AnyTransitionDefinition> };
type DrawerPath = ReturnType<typeof model.getShortestPaths>[number];

async function runPath(path: DrawerPath, covered: Covered) {
  const emitted: DrawerEmitted[] = [];
  const actor = createActor(drawerMachine, {
    input: { id: 'drawer' },
    inspect: recordTransitions(covered.transitions),
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  let previous: string = actor.getSnapshot().value;
  let lastEvent: DrawerEvent | null = null;
  const exec = (step: { event: DrawerEvent }) => {
    emitted.length = 0;
    previous = actor.getSnapshot().value;
    lastEvent = step.event;
    actor.send(step.event);
  };
  await path.test({
    events: Object.fromEntries(EVENT_TYPES.map((type) => [type, exec])) as never,
    states: {
      '*': (expected) => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(expected.value);
        expect(snapshot.context).toEqual(expected.context);
        for (const id of activeAtomicIds(snapshot)) covered.states.add(id);
        const api = connectDrawer(snapshot, () => {});
        const open = snapshot.value === 'open';
        expect(api.toggleProps['aria-expanded']).toBe(open);
        expect(api.toggleLabelKey).toBe(open ? 'closeMenu' : 'openMenu');
        const types = emitted.map((event) => event.type);
        if (previous === 'open' && !open) {
          expect(types[0]).toBe('closed');
          // Focus goes back to the toggle unless another layer took over.
          const tookOver = lastEvent?.type === 'layer.opened';
          expect(types.includes('focus.toggle')).toBe(!tookOver);
          expect(snapshot.context.returnFocus).toBe(!tookOver);
        } else if (previous === 'closed' && open) {
          expect(types).toEqual(['opened']);
        } else {
          expect(types).toEqual([]);
        }
      },
    },
  });
  actor.stop();
}

describe('drawer machine model', () => {
  const paths = model.getShortestPaths();

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await runPath(path, { states: new Set(), transitions: new Set() });
  });

  it('the generated paths take every state and every transition', async () => {
    const covered: Covered = { states: new Set(), transitions: new Set() };
    for (const path of paths) await runPath(path, covered);
    expect(missingCoverage(drawerMachine, covered.states, covered.transitions)).toEqual({
      states: [],
      transitions: [],
    });
  });
});
