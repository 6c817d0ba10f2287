// First: a stored session's verification goes out before the rest of the app has run.
import './entrypoint/early-session';
import './styles/global.css';
// The chart library's few rules (stream-chart widget) ride in the one stylesheet: an async chunk
// with CSS of its own would add the CSS-chunk loader to every page's entry script.
import 'uplot/dist/uPlot.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './entrypoint/app';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
