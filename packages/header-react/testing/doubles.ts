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
 * toggles `open`, fires `close`, and closes on Escape like the platform.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __mhPolyfilled?: boolean };
  if (proto.__mhPolyfilled || typeof proto.showModal === 'function') return;
  const onKey = (event: KeyboardEvent) => {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (event.key === 'Escape' && dialog.open) dialog.close();
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    this.addEventListener('keydown', onKey);
    const first = this.querySelector<HTMLElement>('[autofocus], button, a[href], input:not([type="hidden"])');
    first?.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.removeEventListener('keydown', onKey);
    this.dispatchEvent(new Event('close'));
  };
  proto.__mhPolyfilled = true;
}
