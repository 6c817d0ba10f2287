import { z } from 'zod';

// Zod 4 compiles object parsers with `new Function` and probes for it once; under the server's
// Content-Security-Policy (no 'unsafe-eval') even the probe is reported as a violation. Jitless
// parsing is fast enough for forms, and the app's one import of Zod is here so it is always set.
z.config({ jitless: true });

export { z };
