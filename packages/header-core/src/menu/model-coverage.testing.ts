// Test support (not exported from the barrel): lets the model-based tests of the menu, drawer
// and notice prove that the xstate/graph paths they run reach every state and every transition.
import type { AnyEventObject, AnyStateMachine, AnyTransitionDefinition, InspectionEvent, Snapshot } from 'xstate';
import { getStateNodes, serializeSnapshot } from 'xstate/graph';

/** Every transition the machine declares, eventless (`always`) ones included. */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

/** Ids of the machine's atomic states. */
export function atomicStateIdsOf(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);
}

/** Ids of the atomic states a snapshot is in. */
export function activeAtomicIds(snapshot: Snapshot<unknown>): string[] {
  const nodes = (snapshot as unknown as { _nodes: ReadonlyArray<{ id: string; type: string }> })._nodes;
  return nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);
}

export function describeTransition(transition: AnyTransitionDefinition): string {
  const guard = transition.guard;
  const guardName =
    typeof guard === 'string'
      ? guard
      : guard && typeof guard === 'object' && 'type' in guard
        ? `${String(guard.type)}${'params' in guard ? JSON.stringify(guard.params) : ''}`
        : '';
  const targets = transition.target?.map((node) => node.id).join(',') ?? '(self)';
  return `${transition.source.id} --${transition.eventType || '(always)'}${guardName ? `[${guardName}]` : ''}--> ${targets}`;
}

/**
 * A `serializeState` that makes every (previous snapshot, event, next snapshot) triple its own
 * vertex, so shortest paths end with every edge of the state graph, self-loops included.
 */
export function serializeEdge(
  snapshot: Snapshot<unknown>,
  event: AnyEventObject | undefined,
  previous: Snapshot<unknown> | undefined,
): string {
  const now = serializeSnapshot(snapshot as never);
  if (!event || !previous) return now;
  return `${serializeSnapshot(previous as never)} ${JSON.stringify(event)} ${now}`;
}

/** An `inspect` callback adding every transition the actor takes to `covered`. */
export function recordTransitions(covered: Set<AnyTransitionDefinition>): (event: InspectionEvent) => void {
  return (event) => {
    if (event.type === '@xstate.microstep') for (const t of event._transitions) covered.add(t);
  };
}

/** What the paths did not reach: state ids and transition descriptions (both empty when complete). */
export function missingCoverage(
  machine: AnyStateMachine,
  coveredStates: ReadonlySet<string>,
  coveredTransitions: ReadonlySet<AnyTransitionDefinition>,
): { states: string[]; transitions: string[] } {
  return {
    states: atomicStateIdsOf(machine).filter((id) => !coveredStates.has(id)),
    transitions: transitionsOf(machine)
      .filter((t) => !coveredTransitions.has(t))
      .map(describeTransition),
  };
}
