import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's data router (browser history). Tests build a memory router from `routes`. */
export const router = createBrowserRouter(routes);
