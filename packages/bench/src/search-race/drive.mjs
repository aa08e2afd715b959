// Driving one contender's page: a fresh context at the race's CPU rate, keys on a fixed cadence.
import { sleep } from '../lib/util.mjs';

function keyEvent(type, ch, timestampSeconds) {
  const upper = ch.toUpperCase();
  const code = /[a-z]/i.test(ch) ? `Key${upper}` : undefined;
  return {
    type,
    key: ch,
    ...(code ? { code } : {}),
    windowsVirtualKeyCode: upper.charCodeAt(0),
    nativeVirtualKeyCode: upper.charCodeAt(0),
    // The moment the key is meant to be pressed: the page's event.timeStamp, so a delay anywhere
    // (browser or renderer) counts against the page, as it would for a person typing.
    timestamp: timestampSeconds,
    ...(type === 'keyDown' ? { text: ch, unmodifiedText: ch } : {}),
  };
}

/**
 * Sends the word's keys at fixed times through CDP (keyDown at i × cadence, keyUp half a cadence later)
 * without awaiting the page: commands are fired and collected at the end, so a busy renderer makes
 * keys queue up (and shows as delay), as it would for a person typing. Checked: with a page that
 * blocks 150 ms per keydown, the keys still leave every 60 ms and the delay grows key by key.
 */
async function typeOnCadence(cdp, word, cadence) {
  const pending = [];
  const start = Date.now() + 5;
  const lateness = [];
  await new Promise((resolve) => {
    let fired = 0;
    const total = word.length * 2;
    [...word].forEach((ch, i) => {
      for (const [type, offset] of [['keyDown', 0], ['keyUp', cadence / 2]]) {
        const at = start + i * cadence + offset;
        setTimeout(() => {
          if (type === 'keyDown') lateness.push(Date.now() - at);
          pending.push(cdp.send('Input.dispatchKeyEvent', keyEvent(type, ch, at / 1000)).catch(() => undefined));
          fired += 1;
          if (fired === total) resolve();
        }, Math.max(0, at - Date.now()));
      }
    });
  });
  await Promise.all(pending);
  return lateness;
}

const isSuggestionRequest = (request) => {
  const url = new URL(request.url());
  if (url.pathname === '/suggest') return true;
  if (url.pathname !== '/graphql') return false;
  const body = request.postData() ?? url.search;
  return body.includes('GetSearchSuggestions');
};

/** One contender typing one word in a fresh context. */
export async function runOnce(browser, origin, contender, word, options) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
    await page.goto(`${origin}/page/${contender.id}`, { waitUntil: 'load' });
    const input = contender.input(page);
    try {
      await input.first().waitFor({ state: 'visible', timeout: options.findTimeout });
    } catch {
      return { available: false, reason: `no ${contender.id === 'ours' ? 'search input inside the banner' : 'input'} found`, errors };
    }
    await input.first().click();
    // Ours loads its machine on the box's first use; the round starts once it is there, as the peers'
    // code is there with the page.
    if (contender.ready) await contender.ready(page);
    const settledAfter = await page.evaluate(() => window.__bench.quiet(500, 8000));
    let requests = 0;
    page.on('request', (request) => {
      if (isSuggestionRequest(request)) requests += 1;
    });
    await page.evaluate(() => window.__bench.start());
    const sendLateness = await typeOnCadence(cdp, word, options.cadence);
    await sleep(options.settle);
    const measured = await page.evaluate(() => window.__bench.collect());
    const shown = await page.locator(contender.options).count();
    const value = await input.first().inputValue();
    return { available: true, word, value, shown, requests, sendLateness, settledAfter, ...measured, errors };
  } finally {
    await context.close();
  }
}
