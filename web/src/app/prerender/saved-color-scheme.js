/* global document, matchMedia */
// The colour scheme the app saved (Mantine's localStorage key), applied before the app runs. It
// opens the first script of every page drawn without the app: scripts/render-on-server.ts joins it
// to page-start.js (signed-in pages) and to landing-enhance.js (the landing page).
(() => {
  let saved = null;
  try {
    saved = localStorage.getItem('mantine-color-scheme-value');
  } catch {
    // Storage refused (a privacy mode): the light scheme, as the app itself falls back to, and the
    // rest of the script still runs.
  }
  const dark = saved === 'dark' || (saved === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
})();
