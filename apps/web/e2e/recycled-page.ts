// A test's `context` and `page`: the worker's last ones, put back as new, whenever a reset can do it.
//
// A new browser context and page cost this suite more than many of its tests: on two cores a new context's
// page cost about 0.6 s of Chromium's CPU (a renderer, and Playwright's set-up of it) before it loaded
// anything, where loading and hydrating the header took about 0.5 s (docs/test-harness.md). So a worker
// keeps one context with one page, and before its next test puts them back as a new context has them:
// - the test's routes and the listeners it added removed, every other page closed, the page on about:blank
//   with its history dropped, the pointer at 0,0 (where a new page's first load has it) and the viewport
//   the options ask;
// - cookies gone, every origin a page of it loaded a document from cleared of its storage (local and
//   session storage, IndexedDB, Cache Storage, service workers), and the HTTP cache emptied: every test's
//   first load is a first visit, as in a new context, whatever the tests before it loaded.
// What a reset cannot take back (an init script, an exposed function, a clock, media emulation, offline,
// extra headers, permissions, a CDP session: LASTING below), a failed test, or a closed page, close the
// context instead, and the next test gets a new one. So do context options (test.use) other than the kept
// context's. A test that wants a context of its own can still ask `browser.newContext()`.
import type { Browser, BrowserContext, CDPSession, Fixtures, Page, PlaywrightTestArgs, PlaywrightTestOptions, PlaywrightWorkerArgs, PlaywrightWorkerOptions } from '@playwright/test';

/** Methods whose effect outlives a reset: a test that calls one leaves its context to be closed. */
const LASTING = {
  page: ['addInitScript', 'addLocatorHandler', 'emulateMedia', 'exposeBinding', 'exposeFunction', 'routeWebSocket', 'setDefaultNavigationTimeout', 'setDefaultTimeout', 'setExtraHTTPHeaders'],
  context: ['addInitScript', 'exposeBinding', 'exposeFunction', 'grantPermissions', 'newCDPSession', 'routeWebSocket', 'setDefaultNavigationTimeout', 'setDefaultTimeout', 'setExtraHTTPHeaders', 'setGeolocation', 'setHTTPCredentials', 'setOffline'],
  clock: ['fastForward', 'install', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'],
} as const;

type Listeners = Map<string | symbol, Set<unknown>>;
type Emitter = { eventNames(): (string | symbol)[]; rawListeners(name: string | symbol): unknown[]; removeListener(name: string | symbol, listener: unknown): unknown };

/** The listeners `emitter` holds now, by event; Playwright's own among them (a context's close waits on one). */
function listenersOf(emitter: Page | BrowserContext): Listeners {
  const events = emitter as unknown as Emitter;
  return new Map(events.eventNames().map((name) => [name, new Set(events.rawListeners(name))]));
}

/** Removes the listeners `emitter` took since `before`. */
function removeListenersSince(emitter: Page | BrowserContext, before: Listeners): void {
  const events = emitter as unknown as Emitter;
  for (const name of events.eventNames()) {
    for (const listener of events.rawListeners(name)) if (!before.get(name)?.has(listener)) events.removeListener(name, listener);
  }
}

/** A context and its page, kept from one test to the next while a reset can make them as new. */
export class KeptContext {
  /** Every origin a page of it loaded a document from since the last reset. */
  private readonly origins = new Set<string>();
  /** The first method of LASTING a test called, if any. */
  lasting: string | null = null;
  private listeners: { page: Listeners; context: Listeners } | null = null;

  private constructor(
    /** The context options it was made with, as a key. */
    readonly key: string,
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {
    const note = (frame: { url(): string }) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) this.origins.add(origin);
    };
    context.on('page', (opened) => opened.on('framenavigated', note));
    page.on('framenavigated', note);
    this.watch(page, LASTING.page, 'page');
    this.watch(context, LASTING.context, 'context');
    this.watch(context.clock, LASTING.clock, 'clock');
  }

  /** A new context with one page. Made inside a test, it takes the test's options (test.use) as Playwright's own fixture's does. */
  static async open(browser: Browser, key: string): Promise<KeptContext> {
    const context = await browser.newContext();
    const page = await context.newPage();
    return new KeptContext(key, context, page, await context.newCDPSession(page));
  }

  /** Replaces each named method of `target` with one that records its use first. */
  private watch(target: object, names: readonly string[], what: string): void {
    const record = target as Record<string, unknown>;
    for (const name of names) {
      const original = record[name];
      if (typeof original !== 'function') continue;
      record[name] = (...args: unknown[]) => {
        this.lasting ??= `${what}.${name}`;
        return (original as (...a: unknown[]) => unknown).apply(target, args);
      };
    }
  }

  /** Called as a test starts: what the test adds from now on is what a reset removes. */
  lend(): void {
    this.listeners = { page: listenersOf(this.page), context: listenersOf(this.context) };
  }

  /** Whether a reset can make it as new: no method of LASTING called, its page open. */
  get reusable(): boolean {
    return this.lasting === null && !this.page.isClosed();
  }

  /** Puts it back as new (see above); false when it could not be. */
  async reset(viewport: { width: number; height: number } | null): Promise<boolean> {
    const { context, page, cdp } = this;
    try {
      // The test's routes and listeners go first, so none of them sees the reset.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      if (this.listeners) {
        removeListenersSince(page, this.listeners.page);
        removeListenersSince(context, this.listeners.context);
      }
      for (const other of context.pages()) if (other !== page) await other.close();
      await page.goto('about:blank');
      await cdp.send('Page.resetNavigationHistory');
      await context.clearCookies();
      for (const origin of this.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      this.origins.clear();
      await cdp.send('Network.clearBrowserCache');
      if (viewport) await page.setViewportSize(viewport);
      await page.mouse.move(0, 0);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => {});
  }
}

type TestOptions = PlaywrightTestArgs & PlaywrightTestOptions;
type WorkerOptions = PlaywrightWorkerArgs & PlaywrightWorkerOptions;

/**
 * The `context` and `page` fixtures, recycled (see above), for a suite's `test.extend`, with the worker
 * fixture `keptContext` that holds them between tests.
 */
export const recycledPage: Fixtures<Pick<PlaywrightTestArgs, 'context' | 'page'>, { keptContext: { current: KeptContext | null } }, TestOptions, WorkerOptions> = {
  keptContext: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const holder: { current: KeptContext | null } = { current: null };
      await use(holder);
      await holder.current?.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    // Every option a context is made with (Playwright's own fixture reads the same): a test whose options differ gets a new context.
    { browser, keptContext, acceptDownloads, bypassCSP, colorScheme, contrast, deviceScaleFactor, extraHTTPHeaders, forcedColors, hasTouch, geolocation, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, screen, storageState, viewport, timezoneId, userAgent, baseURL, contextOptions, serviceWorkers },
    use,
    testInfo,
  ) => {
    const key = JSON.stringify({ acceptDownloads, bypassCSP, colorScheme, contrast, deviceScaleFactor, extraHTTPHeaders, forcedColors, hasTouch, geolocation, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, screen, storageState, viewport, timezoneId, userAgent, baseURL, contextOptions, serviceWorkers });
    let kept = keptContext.current;
    if (kept?.key !== key) {
      await kept?.close();
      kept = keptContext.current = await KeptContext.open(browser, key);
    }
    kept.lend();
    await use(kept.context);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!(passed && kept.reusable && (await kept.reset(viewport)))) {
      await kept.close();
      keptContext.current = null;
    }
  },
  page: async ({ context, keptContext }, use) => {
    void context;
    await use(keptContext.current!.page);
  },
};
