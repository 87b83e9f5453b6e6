// Debian's Chromium as the e2e tests and the Lighthouse runs start it: headless on a shared machine, no network
// chatter of its own (updates, sync, QUIC), so measurements and tests see only the product's traffic.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
