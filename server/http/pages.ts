import { APP_NAME } from '../version.js';

/** The stylesheet of these pages, inline (the CSP names its hash: `inlineStylePolicy`). */
export const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}code{background:#f2f2f2;padding:.1em .3em;border-radius:3px}';

/** The app's icon (`src/app/favicon.svg`, served at the root) for the server's own pages. */
export const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

function page(title: string, body: string, style: string | null = PAGE_STYLE): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${FAVICON_LINK}
${style === null ? '' : `<style>${style}</style>\n`}</head>
<body>
${body}
</body>
</html>
`;
}

export const buildMissingPage = page(
  `${APP_NAME}: app not built`,
  `<h1>The app has not been built yet</h1>
<p>The API is running under <a href="/api/docs"><code>/api</code></a>, but there is no built app to serve.</p>
<p>Run <code>npm run build</code>, then reload this page.</p>`,
);

export const investorsPage = page(
  `${APP_NAME} for investors`,
  `<h1>${APP_NAME} investor relations</h1>
<p>This is a placeholder for the investor-relations site. Set <code>PUBLIC_INVESTOR_URL</code> to point the app at the real one.</p>
<p><a href="/">Back to ${APP_NAME}</a></p>`,
);

export const docsPage = page(
  `${APP_NAME} API reference`,
  `<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs-init.js"></script>`,
  null,
);

export const docsInitScript = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
});
`;
