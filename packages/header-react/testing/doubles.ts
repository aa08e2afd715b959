import type { AnalyticsTransport } from '../src/header-props.ts';

/** An analytics transport that records every event. */
export function recordingAnalytics(): AnalyticsTransport & { events: { name: string; properties: Record<string, unknown> }[] } {
  const events: { name: string; properties: Record<string, unknown> }[] = [];
  return {
    events,
    track(name, properties) {
      events.push({ name, properties: { ...properties } });
    },
  };
}

/** A Web Storage double kept in a Map (survives re-mounts when reused). */
export function memoryBacking(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** A Web Storage double whose every call throws, like a sandboxed frame or a full quota. */
export function throwingBacking(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const fail = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

/**
 * jsdom has `<dialog>` but not `showModal()`/`close()`. This minimal stand-in (for test setup files only)
 * toggles `open`, fires `close`, and closes a modal one on Escape like the platform: only when no handler
 * prevented the keydown (a combobox that closes its list with Escape keeps the dialog open).
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __mhPolyfilled?: boolean };
  if (proto.__mhPolyfilled || typeof proto.showModal === 'function') return;
  const modals = new WeakSet<HTMLDialogElement>();
  const onKey = (event: KeyboardEvent) => {
    const { target } = event;
    // A search field with text takes Escape for itself (Chromium empties it); this stand-in leaves the emptying to the test.
    if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') return;
    const dialog = target instanceof Element ? target.closest('dialog') : null;
    if (event.key === 'Escape' && !event.defaultPrevented && dialog?.open && modals.has(dialog)) dialog.close();
  };
  // On window, the last in the bubble path: React's handlers (at its root) have run by then.
  window.addEventListener('keydown', onKey);
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.add(this);
    const first = this.querySelector<HTMLElement>('[autofocus], button, a[href], input:not([type="hidden"])');
    first?.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.delete(this);
    this.dispatchEvent(new Event('close'));
  };
  proto.__mhPolyfilled = true;
}
