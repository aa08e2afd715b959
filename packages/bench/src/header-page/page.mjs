// What every measurement of the header page (../header-page.mjs) opens: a fresh browser context with
// the in-page recorder, at the bench's CPU rate.

/** In-page recorder: layout shifts (with whether each source sits in the banner), long tasks, the bell's click and the first card's paint. */
export const PAGE_SCRIPT = () => {
  const state = { shifts: [], longtasks: [], lastLongTaskEnd: 0, click: null, firstCard: null, bannerAtStart: null };
  const inBanner = (node) => {
    const el = node && (node.nodeType === 1 ? node : node.parentElement);
    return !!(el && el.closest('header, [role="banner"]'));
  };
  const describe = (node) => {
    const el = node && (node.nodeType === 1 ? node : node.parentElement);
    if (!el) return null;
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        state.shifts.push({
          value: e.value,
          startTime: e.startTime,
          hadRecentInput: e.hadRecentInput,
          sources: (e.sources ?? []).map((s) => ({ inBanner: inBanner(s.node), node: describe(s.node), previous: s.previousRect?.toJSON?.(), current: s.currentRect?.toJSON?.() })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // No layout-shift entries in this browser: the figure stays empty rather than the page breaking.
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        state.lastLongTaskEnd = Math.max(state.lastLongTaskEnd, e.startTime + e.duration);
        state.longtasks.push({ startTime: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task entries in this browser: none are counted.
  }
  const visibleBanner = () => [...document.querySelectorAll('header, [role="banner"]')].find((el) => el.getClientRects().length > 0);
  // Banner size changes (a header that grows pushes the page down: the moved nodes are then outside it).
  state.bannerResizes = [];
  document.addEventListener('DOMContentLoaded', () => {
    const b = visibleBanner();
    state.bannerAtStart = b ? b.getBoundingClientRect().toJSON() : null;
    const seen = new WeakSet();
    const ro = new ResizeObserver((entries) => {
      for (const entry of entries) {
        if (!seen.has(entry.target)) {
          seen.add(entry.target);
          continue;
        }
        state.bannerResizes.push({ t: performance.now(), height: entry.contentRect.height });
      }
    });
    for (const el of document.querySelectorAll('header, [role="banner"]')) ro.observe(el);
  });
  // The bell: a button whose accessible name starts with 'Notifications' (aria-label here).
  const isBell = (target) => {
    const button = target instanceof Element ? target.closest('button') : null;
    return !!(button && /^Notifications/.test(button.getAttribute('aria-label') ?? button.textContent ?? ''));
  };
  document.addEventListener('click', (event) => {
    if (state.click === null && event.isTrusted && isBell(event.target)) state.click = event.timeStamp;
  }, { capture: true });
  // The click's own Event Timing entry (Interaction to Next Paint counts this duration).
  state.clickDuration = null;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name === 'click' && state.clickDuration === null && state.click !== null && Math.abs(e.startTime - state.click) < 1) state.clickDuration = e.duration;
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {
    // No Event Timing here: the figure stays empty.
  }
  // A card: an item of a list inside the open drawer dialog (or the header's card class), with a box.
  // The attribute checks come first: while the drawer is closed (cards drawn into it ahead) nothing here
  // makes the browser lay the page out, which would be the bench's work, not the page's.
  const CARD = '.mh-ncard, dialog[open] li, [role="dialog"] li';
  const shown = (el) => el.closest('dialog')?.open !== false && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const watch = new MutationObserver(() => {
    if (state.click === null || state.firstCard !== null) return;
    const card = [...document.querySelectorAll(CARD)].find((el) => shown(el) && (el.textContent ?? '').trim() !== '');
    if (!card) return;
    state.firstCard = { foundAt: performance.now(), paintAt: null };
    requestAnimationFrame(() => setTimeout(() => { state.firstCard.paintAt = performance.now(); }, 0));
  });
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open', 'hidden', 'class'] }));
  window.__hp = {
    state,
    quiet(quietMs = 500, timeoutMs = 10000) {
      const began = performance.now();
      return new Promise((resolve) => {
        const check = () => {
          const now = performance.now();
          if (now - Math.max(state.lastLongTaskEnd, began) >= quietMs || now - began >= timeoutMs) resolve(now - began);
          else setTimeout(check, 50);
        };
        check();
      });
    },
    banner() {
      const b = visibleBanner();
      return b ? b.getBoundingClientRect().toJSON() : null;
    },
  };
};

/** In a page that must not reach its idle time (see chunks.mjs): idle callbacks never run. */
const HOLD_IDLE = () => {
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => {};
};

export async function freshPage(browser, { viewport, throttle, isMobile = false, holdIdle = false }) {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: isMobile ? 2 : 1 });
  await context.addInitScript(PAGE_SCRIPT);
  if (holdIdle) await context.addInitScript(HOLD_IDLE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page };
}
