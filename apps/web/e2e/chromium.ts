// Debian's Chromium, as every Playwright run here launches it (Playwright cannot download its own browser
// here; design.md §6). Shared by the web app's and the outside hosts' configurations and specs, and the bench.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser visitors run: the bench measures pages in it (and Lighthouse needs it). */
export const CHROMIUM_PATH = process.env['MASTHEAD_CHROMIUM'] ?? '/usr/bin/chromium';

/**
 * The browser the test suites drive: Debian's chromium-headless-shell, the same Blink and V8 without the
 * browser's user interface, as Playwright's own headless runs use. On two cores the 60 desktop cases of the
 * scenario matrix took 86 s with it against 101 s with the full browser, and 78 CPU-seconds against 99
 * (docs/test-harness.md). One difference a test may meet: a new page's first load puts the pointer at
 * 0,0, on the header's logo, which the header reads as a sign of use. Without the shell (it could not be
 * installed: scripts/setup.mjs says so), the full browser.
 */
export const TEST_CHROMIUM_PATH = process.env['MASTHEAD_TEST_CHROMIUM'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/**
 * Browser features turned off in every run. Chromium keeps only the last `--disable-features` it is given, so
 * this list repeats the ones its launchers turn off (Playwright 1.65's and chrome-launcher's, for the bench's
 * Lighthouse) and adds two of its own. Chromium 156 draws its address bar's pop-ups with WebUI and preloads them
 * in a renderer of their own for every new window, which a headless run never shows: on two cores that renderer
 * took 0.3 s of each test's new page and a third of a core while the suite ran. Without it, a fresh page's open,
 * load and hydration went from 2.9 s to 1.75 s (docs/test-harness.md).
 */
export const DISABLED_FEATURES = [
  // Playwright 1.65 (playwright-core's chromiumSwitches)
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // chrome-launcher's (the bench's Lighthouse run)
  'Translate',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  // The address bar's WebUI pop-ups, preloaded per window.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  // The spare renderer Chromium starts ahead of the next navigation: a test's new context cannot use the one
  // started for the last, so every page started two renderers and used one.
  'SpareRendererForSitePerProcess',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
