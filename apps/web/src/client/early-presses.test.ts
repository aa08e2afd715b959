// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyPresses } from './early-presses.ts';

describe('presses made while the page hydrates', () => {
  afterEach(() => document.body.replaceChildren());

  it('a button pressed before hydration is held back, and the last press is replayed once it has', () => {
    document.body.innerHTML = '<header><button type="button" id="menu">Browse</button><button type="button" id="bell">Bell</button></header>';
    let hydrated = false;
    const seen: string[] = [];
    // Where React listens: below the document, so a held press never reaches it.
    document.body.addEventListener('click', (event) => seen.push((event.target as Element).id));
    const presses = holdEarlyPresses(() => hydrated);
    document.getElementById('menu')!.click();
    document.getElementById('bell')!.click();
    expect(seen).toEqual([]);
    hydrated = true;
    presses.release();
    expect(seen).toEqual(['bell']);
    // Released: presses go through as usual, and nothing is replayed twice.
    document.getElementById('menu')!.click();
    presses.release();
    expect(seen).toEqual(['bell', 'menu']);
  });

  it('links, submit buttons and presses after hydration are left alone', () => {
    document.body.innerHTML = '<a id="link" href="#x">Home</a><form><button id="go">Search</button></form><button type="button" id="late">Late</button>';
    let hydrated = false;
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => {
      seen.push((event.target as Element).id);
      event.preventDefault();
    });
    holdEarlyPresses(() => hydrated);
    document.getElementById('link')!.click();
    document.getElementById('go')!.click();
    hydrated = true;
    document.getElementById('late')!.click();
    expect(seen).toEqual(['link', 'go', 'late']);
  });
});
