/** The instant the visual run's server and browser start at (demo data is seeded relative to it). */
export const VISUAL_CLOCK = '2026-06-15T10:00:00.000Z';
/** The visual run's server (the journeys use E2E_PORT and the ports after it). */
export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 3120);
