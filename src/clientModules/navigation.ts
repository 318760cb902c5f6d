/**
 * Whether the page on screen was reached by the app's router (a link
 * followed in the app) rather than loaded from the server.
 */
import type { ClientModule } from '@docusaurus/types';

let inApp = false;

export function navigatedInApp(): boolean {
  return inApp;
}

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({ previousLocation, location }) => {
  if (previousLocation && previousLocation.pathname !== location.pathname) inApp = true;
};
