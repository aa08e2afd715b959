// The README's "Testing a machine without a DOM" example, kept true by running it.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectMenu, menuMachine } from '../machines.ts';

describe('README example', () => {
  it('opens the profile menu from the keyboard and focuses its first item, in Node', () => {
    const actor = createActor(menuMachine, { input: { id: 'profile', kind: 'menu', itemCount: 4 } }).start();
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    actor.send({ type: 'trigger.keyDown', key: 'ArrowDown' });
    expect(actor.getSnapshot().context.focusedIndex).toBe(0);
    expect(connectMenu(actor.getSnapshot(), actor.send).triggerProps['aria-expanded']).toBe(true);
    actor.send({ type: 'key.escape' });
    expect(emitted).toContain('focus.trigger');
  });
});
