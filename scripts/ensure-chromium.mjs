// Playwright cannot download its own browsers here: find Debian's Chromium, or install it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const HOW_TO_INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

export function findChromium() {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE points to ${configured}, which does not exist.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian\'s chromium package with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
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
