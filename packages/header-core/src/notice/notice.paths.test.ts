import { createActor, type AnyTransitionDefinition } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type SafeStorage } from '../storage/index.ts';
import { noticeMachine } from './notice.machine.ts';
import { connectNotice } from './notice.connect.ts';
import {
  TEACHER_NOTICE_DISMISSED_VALUE,
  TEACHER_NOTICE_HREF,
  TEACHER_NOTICE_STORAGE_KEY,
  type NoticeEmitted,
  type NoticeEvent,
} from './notice.types.ts';
import {
  activeAtomicIds,
  missingCoverage,
  recordTransitions,
  serializeEdge,
} from '../menu/model-coverage.testing.ts';

const EVENT_CASES: NoticeEvent[] = [
  { type: 'dismiss' },
  { type: 'action' },
  { type: 'layer.opened', id: 'browse' },
  { type: 'layer.closed', id: 'browse' },
  { type: 'eligibility.set', eligible: true },
  { type: 'eligibility.set', eligible: false },
];
const EVENT_TYPES = [...new Set(EVENT_CASES.map((event) => event.type))];

/** A host-supplied storage that breaks every rule: every call throws. */
function throwingStorage(): SafeStorage {
  const fail = () => {
    throw new Error('SecurityError');
  };
  return { get: fail, set: fail, remove: fail };
}

interface Scenario {
  readonly name: string;
  readonly eligible: boolean;
  /** Fresh storage per run, so one path's dismissal does not leak into the next. */
  readonly storage: () => SafeStorage;
  /** Whether storage starts out holding our exact dismissal value. */
  readonly storedDismissal: boolean;
}

const stored = (value: string) => () => createMemoryStorage({ [TEACHER_NOTICE_STORAGE_KEY]: value });
const SCENARIOS: Scenario[] = [
  { name: 'teacher, empty storage', eligible: true, storage: () => createMemoryStorage(), storedDismissal: false },
  { name: 'student, empty storage', eligible: false, storage: () => createMemoryStorage(), storedDismissal: false },
  { name: 'teacher, dismissed before', eligible: true, storage: stored(TEACHER_NOTICE_DISMISSED_VALUE), storedDismissal: true },
  { name: 'teacher, garbage "yes"', eligible: true, storage: stored('yes'), storedDismissal: false },
  { name: 'teacher, garbage "{"', eligible: true, storage: stored('{'), storedDismissal: false },
  { name: 'teacher, garbage 42', eligible: true, storage: stored('42'), storedDismissal: false },
  { name: 'teacher, throwing storage', eligible: true, storage: throwingStorage, storedDismissal: false },
];

function modelFor(scenario: Scenario) {
  return createTestModel(noticeMachine, {
    input: { eligible: scenario.eligible, storage: scenario.storage() },
    events: EVENT_CASES,
    serializeState: serializeEdge as never,
  });
}

type Covered = { states: Set<string>; transitions: Set<AnyTransitionDefinition> };
type NoticePath = ReturnType<ReturnType<typeof modelFor>['getShortestPaths']>[number];

async function runPath(path: NoticePath, scenario: Scenario, covered: Covered) {
  const storage = scenario.storage();
  const emitted: NoticeEmitted[] = [];
  const actor = createActor(noticeMachine, {
    input: { eligible: scenario.eligible, storage },
    inspect: recordTransitions(covered.transitions),
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  let previous = actor.getSnapshot().value;
  let last: NoticeEvent | null = null;
  const exec = (step: { event: NoticeEvent }) => {
    emitted.length = 0;
    previous = actor.getSnapshot().value;
    last = step.event;
    actor.send(step.event);
  };
  await path.test({
    events: Object.fromEntries(EVENT_TYPES.map((type) => [type, exec])) as never,
    states: {
      '*': (expected) => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(expected.value);
        expect({ ...snapshot.context, storage: null }).toEqual({ ...expected.context, storage: null });
        for (const id of activeAtomicIds(snapshot)) covered.states.add(id);

        const { eligible, dismissed, layerOpen } = snapshot.context;
        // The state is a function of the context: visible exactly when it may show.
        const want = dismissed ? 'dismissed' : eligible && !layerOpen ? 'visible' : 'hidden';
        expect(snapshot.value).toBe(want);
        expect(connectNotice(snapshot, () => {}).rootProps.hidden).toBe(want !== 'visible');

        if (previous === 'visible' && (last?.type === 'dismiss' || last?.type === 'action')) {
          expect(emitted).toContainEqual({ type: 'dismissed', via: last.type });
          if (last.type === 'action') expect(emitted).toContainEqual({ type: 'navigate', href: TEACHER_NOTICE_HREF });
          if (scenario.storage !== throwingStorage) {
            expect(storage.get(TEACHER_NOTICE_STORAGE_KEY)).toBe(TEACHER_NOTICE_DISMISSED_VALUE);
          }
        } else {
          expect(emitted).toEqual([]);
        }
      },
    },
  });
  actor.stop();
}

describe('teacher notice model', () => {
  for (const scenario of SCENARIOS) {
    const paths = modelFor(scenario).getShortestPaths();
    it(`${scenario.name}: ${paths.length} generated paths hold the invariants`, async () => {
      const covered: Covered = { states: new Set(), transitions: new Set() };
      for (const path of paths) await runPath(path, scenario, covered);
      // A student can become eligible later (eligibility.set), so only a stored dismissal rules 'visible' out.
      expect(covered.states.has('teacherNotice.visible')).toBe(!scenario.storedDismissal);
      expect(covered.states.has('teacherNotice.dismissed')).toBe(true);
    });
  }

  it('the paths of all scenarios together take every state and every transition', async () => {
    const covered: Covered = { states: new Set(), transitions: new Set() };
    for (const scenario of SCENARIOS) {
      for (const path of modelFor(scenario).getShortestPaths()) await runPath(path, scenario, covered);
    }
    expect(missingCoverage(noticeMachine, covered.states, covered.transitions)).toEqual({
      states: [],
      transitions: [],
    });
  });
});
