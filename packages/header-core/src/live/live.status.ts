// One word for where a tab's live connection is, for hosts (a debug panel, tests) that do not want to
// read the machine's nested state value.
import type { SnapshotFrom } from 'xstate';
import type { LiveMachine } from './live.machine.ts';

export type LiveStatus = 'idle' | 'electing' | 'follower' | 'connecting' | 'open' | 'backoff' | 'paused' | 'stopped';

const LEADER_STATES = ['connecting', 'open', 'backoff', 'paused'] as const;

/** The tab's role, or for the leader the state of its stream. */
export function liveStatus(snapshot: SnapshotFrom<LiveMachine>): LiveStatus {
  if (snapshot.matches('stopped')) return 'stopped';
  if (snapshot.matches({ member: 'electing' })) return 'electing';
  if (snapshot.matches({ member: 'follower' })) return 'follower';
  const stream = LEADER_STATES.find((state) =>
    state === 'connecting' || state === 'open'
      ? snapshot.matches({ member: { leader: { stream: { streaming: state } } } })
      : snapshot.matches({ member: { leader: { stream: state } } }),
  );
  return stream ?? 'idle';
}
