// Renders the real route table at a path inside AppProviders, as main.tsx does.
import { AppRoutes } from '../app/router';
import { renderRouter } from './render-with-app';

export function renderApp(path: string) {
  return renderRouter(<AppRoutes />, path);
}
