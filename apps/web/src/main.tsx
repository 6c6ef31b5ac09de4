import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import { prepareFirstPage } from './app/page-loads';
import { preloadPage } from './app/router';
// The game's typeface, served from the app's own assets: each script's file loads only when a
// page shows its characters.
import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/pages.css';

// An older version of the game registered a service worker; it would serve stale pages (SPEC §4).
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

const root = document.getElementById('root');
if (root) {
  // The page's modules download while React renders the shell, and the page renders once
  // they and the game data are here.
  prepareFirstPage(preloadPage(window.location.pathname));
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
