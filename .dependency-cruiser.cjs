// @ts-check
// `npm run lint:imports`: the import rules steiger cannot check. Feature-Sliced layers in src/ are
// steiger's; here, circles anywhere and the server's layers, which are (top to bottom):
//
//   composition root  server/index.ts, app.ts (builds the app), config.ts (reads the environment for it)
//   HTTP              server/handlers/ (operationId → handler), server/http/ (routes, parsing, pages)
//   services          every other folder: accounts, catalog, releases, email, presence, …
//   infrastructure    server/db/, server/contract/, server/generated/, server/version.ts
//
// An import may go down or stay in its layer, never up. Tests and their helpers (`*.test.ts`,
// server/test/, `testing.ts`) build whole apps and may import anything.

const TESTS = '\\.test\\.ts$|^server/test/|/testing\\.ts$';
const ROOT = '^server/(index|app|config)\\.ts$';
const HTTP = '^server/(handlers|http)/';
const INFRASTRUCTURE = '^server/(db|contract|generated)/|^server/version\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle has no bottom: none of its modules can be read, tested or loaded without the others, and a change to one ' +
        'reaches them all. A type or helper both sides need belongs in a module below both.',
      from: { path: '^(src|server)/' },
      to: { circular: true },
    },
    {
      name: 'server-no-import-of-the-composition-root',
      severity: 'error',
      comment:
        'index.ts, app.ts and config.ts put the server together from everything else: importing them from below makes ' +
        'a module depend on the whole server. Pass what it needs (the Fastify instance and its decorators) instead.',
      from: { path: '^server/', pathNot: `${ROOT}|${TESTS}` },
      to: { path: ROOT },
    },
    {
      name: 'server-services-not-http',
      severity: 'error',
      comment:
        'Services (and the infrastructure below them) answer to handlers; they do not know routes, requests, handler ' +
        'types or HTTP parsing, so they can be called from a job, a script or another service. Only HttpError ' +
        '(http/errors.ts) is shared: errors are values with a status and the one error schema, thrown from any layer.',
      from: { path: '^server/', pathNot: `${ROOT}|${HTTP}|${TESTS}` },
      to: { path: HTTP, pathNot: '^server/http/errors\\.ts$' },
    },
    {
      name: 'server-infrastructure-not-services',
      severity: 'error',
      comment:
        'The database, the contract and the generated types are the ground every service stands on: ' +
        'they must not depend on any service, or every service depends on every other through them.',
      from: { path: INFRASTRUCTURE, pathNot: TESTS },
      to: { path: '^server/', pathNot: `${INFRASTRUCTURE}|^server/http/errors\\.ts$` },
    },
  ],
  options: {
    // Type-only imports count: a circle of types is still a circle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    includeOnly: '^(src|server)/',
    exclude: { path: '/generated/' },
  },
};
