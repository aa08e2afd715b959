/**
 * The notification store's listening (issue 22): one LISTEN per store, opened by the first subscriber,
 * hands every decoded event (from any instance on the database) to all of this store's subscribers, and
 * tells them when events may have been missed.
 */
import type { Database } from '../db/types.ts';
import { NOTIFICATION_CHANNEL, decodeStoreEvent, type StoreEvent } from './events.ts';

export interface StoreListener {
  onEvent(event: StoreEvent): void;
  /** Events may have been missed (the listening connection was lost and made again). */
  onGap(): void;
}

export class StoreListeners {
  private readonly listeners = new Set<StoreListener>();
  private listening: Promise<() => Promise<void>> | null = null;

  /** `database` opens the store's database (on first use); the LISTEN runs on it. */
  constructor(private readonly database: () => Promise<Database>) {}

  /** Calls `listener` with every event until the returned function is called. */
  async subscribe(listener: StoreListener): Promise<() => void> {
    this.listeners.add(listener);
    try {
      this.listening ??= (async () => {
        const db = await this.database();
        return db.listen(NOTIFICATION_CHANNEL, (payload) => {
          const event = decodeStoreEvent(payload);
          if (event) for (const l of this.listeners) l.onEvent(event);
        }, () => {
          for (const l of this.listeners) l.onGap();
        });
      })();
      await this.listening;
    } catch (error) {
      // The next subscriber tries again (a server not up yet).
      this.listeners.delete(listener);
      this.listening = null;
      throw error;
    }
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Stops the LISTEN, if one was made; before the database closes. */
  async stop(): Promise<void> {
    await (await this.listening?.catch(() => null))?.();
  }
}
