// A screen reader in the page: @guidepup/virtual-screen-reader walks the accessibility tree of the
// header as Chromium lays it out (hidden renderers, closed dialogs and visually-hidden text are what the
// real page makes them) and logs the phrases a reader would speak. The test drives it like a person:
// virtual-cursor moves (`next`, `previous`, landmark jumps) and real key presses (Tab, Enter, Escape…).
// Not in jsdom: without layout and the page's CSS, the hidden renderer, closed panels and dialogs would be
// read as if shown, and a native modal's Escape, inertness and focus return would not happen at all.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { Virtual } from '@guidepup/virtual-screen-reader';
import { open, type Scenario } from '../fixtures.ts';

/**
 * Where the reader's browser bundle is served. The page's CSP allows scripts from its own origin only
 * (`script-src 'self'`), so the bundle is answered by `page.route` on the app's origin, and the page
 * loads it with a dynamic import like any of its own chunks. That keeps the page under its real CSP:
 * `bypassCSP` (or an inline module) would test a page the web app never serves.
 */
const READER_PATH = '/__spoken/virtual-screen-reader.js';
const BUNDLE = readFileSync(createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8');

/** What the reader heard after one action of the test. */
export interface Step {
  /** The action, as a person would describe it ('Tab', 'Enter', 'next'…). */
  action: string;
  phrases: string[];
  /** After a key press: the focused element, for the reviewer (not compared). */
  focus?: string;
}

type VirtualCommand = keyof Virtual['commands'];
interface ReaderWindow {
  __spokenReader?: Virtual;
  /** The items a `moveWhileInside` walk has said. */
  __spokenVisited?: Map<Node | null, Set<string>>;
}

/** One frame after another, then a task: what an action set off has run, rendered and been heard. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
    const reader = (window as ReaderWindow).__spokenReader;
    let before = '';
    // Until neither focus nor what was heard moves any more (a lazy machine, a focus handed on in an effect).
    for (let i = 0; i < 20; i += 1) {
      await frame();
      await frame();
      await task();
      const now = `${(await reader?.spokenPhraseLog())?.length ?? 0}:${document.activeElement?.outerHTML.length ?? 0}`;
      if (now === before) return;
      before = now;
    }
  });
}

/** A started reader on the page, and what it has heard so far, action by action. */
export class SpokenReader {
  readonly steps: Step[] = [];
  #heard = 0;

  private constructor(private readonly page: Page) {}

  /** Serves the reader's bundle on the app's origin; call before the page is opened. */
  static async route(page: Page): Promise<void> {
    await page.route(`**${READER_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: BUNDLE }));
  }

  /** Loads the reader into the open page and starts it on `selector` (the header's container, or the body). */
  static async start(page: Page, selector: string): Promise<SpokenReader> {
    await page.evaluate(
      async ({ path, selector: which }) => {
        const module = (await import(path)) as { virtual: Virtual };
        const container = document.querySelector(which);
        if (!container) throw new Error(`no ${which} to start the reader on`);
        (window as ReaderWindow).__spokenReader = module.virtual;
        await module.virtual.start({ container });
      },
      { path: READER_PATH, selector },
    );
    const reader = new SpokenReader(page);
    await reader.#record('start');
    return reader;
  }

  /** Every phrase heard, in order. */
  get phrases(): string[] {
    return this.steps.flatMap((step) => step.phrases);
  }

  /** Moves the virtual cursor to the next item (reading, not focus). */
  async next(times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) await this.#virtual('next');
  }

  /** Moves the virtual cursor to the previous item. */
  async previous(times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) await this.#virtual('previous');
  }

  /** A reader's quick-navigation command (next landmark, next heading…). */
  async perform(command: VirtualCommand): Promise<void> {
    await this.page.evaluate((name) => (window as ReaderWindow).__spokenReader!.perform(name as never), command);
    await this.#record(command);
  }

  /**
   * A real key press (trusted, from Playwright's keyboard), on whatever has focus: Chromium does the Tab
   * order, native dialogs' Escape and inertness, and buttons' Enter and Space. The reader follows focus;
   * when focus stays put it says the focused item again if anything about it changed (a state), as
   * readers announce a change of the focused control.
   */
  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) await this.#key(key, () => this.page.keyboard.press(key));
  }

  /**
   * Types `text` a character at a time, each heard out as a step of its own, as `press` does; with
   * Playwright's `keyboard.type`, which also writes characters that no key of its US layout gives (an
   * Arabic letter arrives as the input it makes, without a key event, as an IME's would).
   */
  async type(text: string): Promise<void> {
    for (const character of text) await this.#key(character, () => this.page.keyboard.type(character));
  }

  /** One key (`action`), done by `act`, then what the reader heard after it. */
  async #key(action: string, act: () => Promise<void>): Promise<void> {
    const before = await this.#focus();
    await act();
    await settle(this.page);
    await this.#reread();
    await this.#record(action);
    // Focus that moves where the reader says nothing is a finding of its own: written into the
    // transcript (in brackets, as no reader would say it) so that it is compared too.
    const after = await this.#focus();
    const step = this.steps.at(-1)!;
    step.focus = after;
    if (after !== before && step.phrases.length === 0) step.phrases.push(`[nothing said; focus moved to ${after}]`);
  }

  /** Tabs until the focused element matches `selector` (at most `limit` presses). */
  async tabTo(selector: string, limit = 40): Promise<void> {
    for (let i = 0; i < limit; i += 1) {
      await this.tab();
      if (await this.page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector} (heard: ${this.phrases.slice(-3).join(' | ')})`);
  }

  /**
   * Repeats a virtual-cursor move while the cursor stays inside `selector`, until it comes back to an
   * item it already said (at most `limit` moves). `keepExit: false` leaves out the item it stopped on
   * outside: in a native modal dialog, whose outside Chromium makes inert (HTML-AAM), which the
   * simulator does not know; a reader would never go there.
   */
  async moveWhileInside(selector: string, move: 'next' | 'previous' | VirtualCommand, { keepExit = true, limit = 160 } = {}): Promise<void> {
    await this.page.evaluate(() => ((window as ReaderWindow).__spokenVisited = new Map()));
    for (let i = 0; i < limit; i += 1) {
      if (move === 'next' || move === 'previous') await this.#virtual(move);
      else await this.perform(move);
      const said = this.steps.at(-1)?.phrases.join(' / ') ?? '';
      const where = await this.page.evaluate(
        ({ s, phrase }) => {
          const w = window as ReaderWindow;
          const node = w.__spokenReader?.activeNode ?? null;
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          if (!element?.closest(s)) return 'outside';
          // An item is a node and what is said of it ('link, X' and 'end of link, X' share their node).
          const seen = w.__spokenVisited?.get(node) ?? new Set<string>();
          if (seen.has(phrase)) return 'again';
          w.__spokenVisited?.set(node, seen.add(phrase));
          return 'inside';
        },
        { s: selector, phrase: said },
      );
      if (where === 'again') {
        this.steps.pop();
        return;
      }
      if (where === 'outside') {
        if (!keepExit) this.steps.pop();
        return;
      }
    }
    throw new Error(`the cursor stayed inside ${selector}`);
  }

  /**
   * Repeats a virtual-cursor move until the cursor is inside `selector` (at most `limit` moves): the
   * reading on the way there is heard, and filed, as every move is.
   */
  async moveUntilInside(selector: string, move: 'next' | 'previous' | VirtualCommand, { limit = 80 } = {}): Promise<void> {
    for (let i = 0; i < limit; i += 1) {
      if (move === 'next' || move === 'previous') await this.#virtual(move);
      else await this.perform(move);
      const inside = await this.page.evaluate((s) => {
        const node = (window as ReaderWindow).__spokenReader?.activeNode ?? null;
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        return element?.closest(s) != null;
      }, selector);
      if (inside) return;
    }
    throw new Error(`the cursor never got inside ${selector}`);
  }

  /**
   * A reader's "move to focus" command (NVDA's navigator-to-focus, VoiceOver's VO-Shift-F4): after
   * reading with the virtual cursor, it goes back to the focused element, which is said, so that keys
   * pressed there are heard again. The simulator has no such command: its cursor is walked back to the
   * focused element, and only what it says there is filed (a reader jumps; it says nothing on the way).
   */
  async toFocus({ limit = 200 } = {}): Promise<void> {
    // Which way, decided once: an element holding the focused one ('end of search') is not past it.
    const way = await this.page.evaluate((): 'previous' | 'next' | null => {
      const node = (window as ReaderWindow).__spokenReader?.activeNode ?? null;
      const focused = document.activeElement;
      if (!node || !focused || node === focused) return null;
      return node.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_PRECEDING ? 'previous' : 'next';
    });
    for (let i = 0; way !== null && i < limit; i += 1) {
      await this.page.evaluate((which) => (window as ReaderWindow).__spokenReader![which](), way);
      await settle(this.page);
      if (await this.page.evaluate(() => (window as ReaderWindow).__spokenReader?.activeNode === document.activeElement)) break;
      if (i === limit - 1) throw new Error('the virtual cursor never reached the focused element');
    }
    const log = await this.page.evaluate(async () => [...((await (window as ReaderWindow).__spokenReader?.spokenPhraseLog()) ?? [])]);
    const walk = log.slice(this.#heard);
    const live = walk.filter((phrase) => /^(polite|assertive): /.test(phrase));
    // What live regions said meanwhile is heard all the same; of the walk, only where it ends.
    const arrived = walk.filter((phrase) => !live.includes(phrase)).slice(-1);
    this.steps.push({ action: 'to focus', phrases: [...live, ...arrived], focus: await this.#focus() });
    this.#heard = log.length;
  }

  /** The reader says the focused control again if anything about it changed (nothing if not). */
  async #reread(): Promise<void> {
    await this.page.evaluate(async () => {
      const reader = (window as ReaderWindow).__spokenReader!;
      // The library's own press re-reads its item after a key; a lone Shift is that key, doing nothing.
      if (reader.activeNode && reader.activeNode === document.activeElement) await reader.press('Shift');
    });
  }

  /** The focused element, briefly: tag, role and first class. */
  async #focus(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return 'nothing';
      const role = el.getAttribute('role');
      const cls = el.classList[0];
      return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${cls ? ` .${cls}` : ''}>`;
    });
  }

  /**
   * Does nothing but wait until `ready` resolves (an answer from the server, a debounce run out), then
   * files what the reader heard meanwhile under `action`: what a person hears while just listening,
   * the focused control said again if anything about it changed meanwhile (as after a key).
   */
  async wait(action: string, ready: () => Promise<unknown>): Promise<void> {
    await ready();
    await settle(this.page);
    await this.#reread();
    await this.#record(action);
  }

  /** Tab, `times` times. */
  async tab(times = 1): Promise<void> {
    await this.press('Tab', times);
  }

  /**
   * Forgets what was heard on the way to the part of the header a flow is about, but for the last
   * action (arriving there): other flows' parts stay out of this flow's transcript.
   */
  forget(): void {
    this.steps.splice(0, this.steps.length - 1);
  }

  async #virtual(move: 'next' | 'previous'): Promise<void> {
    await this.page.evaluate((which) => (window as ReaderWindow).__spokenReader![which](), move);
    await this.#record(move);
  }

  /** Files what was heard since the last action under `action`; a focus that moved unheard is noted. */
  async #record(action: string): Promise<void> {
    await settle(this.page);
    const log = await this.page.evaluate(async () => [...((await (window as ReaderWindow).__spokenReader?.spokenPhraseLog()) ?? [])]);
    this.steps.push({ action, phrases: log.slice(this.#heard) });
    this.#heard = log.length;
  }
}

/** Every flow is heard in English and in Arabic (right to left); `tag` names its transcript. */
export const LOCALES = [
  { locale: 'en-US', tag: 'en' },
  { locale: 'ar', tag: 'ar' },
] as const;

/** Flows 4 (search) and 5 (the bell) are heard in Spanish too (issue 24): their counts and plurals. */
export const LOCALES_WITH_SPANISH = [...LOCALES, { locale: 'es', tag: 'es' }] as const;

/** The header's container in a page with a forced renderer (the web app's wrapper around it). */
export const HEADER = '.app-header-forced';

/** Opens a scenario and starts a reader on `container` (the header's, by default). */
export async function listen(page: Page, scenario: Scenario, container = HEADER): Promise<SpokenReader> {
  await SpokenReader.route(page);
  await open(page, scenario);
  return SpokenReader.start(page, container);
}
