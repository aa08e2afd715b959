// In-page measurement for the search race. Loaded as a classic script before the contender's own
// script (and not counted in its JS bytes). Everything is recorded from `__bench.start()` on.
(() => {
  const state = { startAt: Infinity, keys: [], events: [], longtasks: [] };
  // Keystroke → next paint: from the key's own timestamp (taken when the browser received it, so time
  // spent waiting for a busy main thread counts) to a task queued from the next animation frame, which
  // runs once that frame has been produced.
  addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted || event.timeStamp < state.startAt) return;
      const record = { key: event.key, t0: event.timeStamp, handlerAt: performance.now(), paintAt: null };
      state.keys.push(record);
      requestAnimationFrame(() => {
        setTimeout(() => {
          record.paintAt = performance.now();
        }, 0);
      });
    },
    { capture: true },
  );
  const observe = (options, into) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) into(entry);
      }).observe(options);
    } catch {
      // An entry type this browser does not support: that figure stays empty.
    }
  };
  observe({ type: 'event', durationThreshold: 16, buffered: true }, (e) => {
    if (e.startTime < state.startAt) return;
    state.events.push({
      name: e.name,
      interactionId: e.interactionId ?? 0,
      startTime: e.startTime,
      duration: e.duration,
      inputDelay: e.processingStart - e.startTime,
      processing: e.processingEnd - e.processingStart,
      presentation: e.startTime + e.duration - e.processingEnd,
    });
  });
  let lastLongTaskEnd = 0;
  observe({ type: 'longtask', buffered: true }, (e) => {
    lastLongTaskEnd = Math.max(lastLongTaskEnd, e.startTime + e.duration);
    if (e.startTime + e.duration < state.startAt) return;
    state.longtasks.push({ startTime: e.startTime, duration: e.duration });
  });
  window.__bench = {
    /** Resolves once `quietMs` have passed without a long task (or after `timeoutMs`): the page has settled. */
    quiet(quietMs = 500, timeoutMs = 8000) {
      const began = performance.now();
      return new Promise((resolve) => {
        const check = () => {
          const now = performance.now();
          if (now - Math.max(lastLongTaskEnd, began) >= quietMs || now - began >= timeoutMs) resolve(now - began);
          else setTimeout(check, 50);
        };
        check();
      });
    },
    start() {
      state.startAt = performance.now();
      state.keys.length = 0;
      state.events.length = 0;
      state.longtasks.length = 0;
      return state.startAt;
    },
    collect() {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => /\.m?js(\?|$)/.test(r.name) && !r.name.includes('/harness.js'));
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        startAt: state.startAt,
        now: performance.now(),
        keys: state.keys.map((k) => ({ key: k.key, t0: k.t0, delay: k.paintAt === null ? null : k.paintAt - k.t0, handlerDelay: k.handlerAt - k.t0 })),
        events: state.events,
        longtasks: state.longtasks,
        js: {
          files: scripts.length,
          transferred: scripts.reduce((a, r) => a + r.transferSize, 0),
          encoded: scripts.reduce((a, r) => a + r.encodedBodySize, 0),
          decoded: scripts.reduce((a, r) => a + r.decodedBodySize, 0),
        },
        domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : null,
      };
    },
  };
})();
