// First: a stored session's verification goes out before the rest of the app has run.
import './entrypoint/early-session';
import './styles/global.css';
import './styles/font.css';
// The chart library's few rules (stream-chart widget) ride in the one stylesheet: an async chunk
// with CSS of its own would add the CSS-chunk loader to every page's entry script.
import 'uplot/dist/uPlot.min.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The one script runs in three tasks, none of them long on a slow phone: React here; the app's
// modules (router, routes, models) in the next task (`eager`: in this file, no request of its
// own); then, once the first page's chunks are here, its first render, as a transition, which
// React renders in slices.
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './entrypoint/app').then(async ({ App, firstPageLoaded }) => {
    await firstPageLoaded;
    const root = createRoot(container);
    setTimeout(() =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      ),
    );
  });
});
