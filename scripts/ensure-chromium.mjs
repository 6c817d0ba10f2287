// Playwright cannot download its own browsers here: find Debian's Chromium, or install it.
// The headless shell (package chromium-headless-shell) is Playwright's own choice for headless
// runs, and on two cores the journeys run in about two thirds of the time they take in the full
// browser (which opens a new tab at several times the cost); the full browser serves as well.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const PACKAGE = 'chromium-headless-shell';
const HOW_TO_INSTALL = `sudo apt-get update && sudo apt-get install -y ${PACKAGE}`;

export function findChromium() {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE points to ${configured}, which does not exist.`);
  }
  const installed = () => DEBIAN_BROWSERS.find((path) => existsSync(path));
  const found = installed();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium not found: installing Debian's ${PACKAGE} package with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', PACKAGE], { stdio: 'inherit', env });
    const added = installed();
    if (added) return added;
  }
  throw new Error(
    `No Chromium for the browser tests. Install it with:\n  ${HOW_TO_INSTALL}\n` +
      'or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium or Chrome binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
