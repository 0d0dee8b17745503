// Finds a Chromium for the browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium. When none is
// found it installs Debian's `chromium` if it can (root with apt-get); otherwise it says what to install.
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './debian-package.mjs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p));
}

export function ensureChromium() {
  return ensureDebianPackage({ pkg: 'chromium', find: findChromium, purpose: 'The browser tests', otherwise: ' or point CHROMIUM_PATH at a Chromium binary' });
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
