// Debian's Chromium, as every Playwright run here launches it (Playwright cannot download its own browser
// here; design.md §6). Shared by the web app's and the outside hosts' configurations and specs.
export const CHROMIUM_PATH = process.env['MASTHEAD_CHROMIUM'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
