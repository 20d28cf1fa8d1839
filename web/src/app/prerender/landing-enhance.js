/* global document, HTMLTemplateElement */
// The prerendered landing page's only script (scripts/prerender-landing.ts copies it into the
// build): the page is drawn without the app, so this applies what the app would have: a saved
// dark colour scheme, and the Dashboard button instead of Sign in for a signed-in visitor.
(() => {
  if (localStorage.getItem('mantine-color-scheme-value') === 'dark') {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
  }
  fetch('/api/user', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((user) => {
      const header = document.querySelector('#root header');
      const signedIn = document.getElementById('signed-in-header');
      if (user && header && signedIn instanceof HTMLTemplateElement) header.replaceWith(signedIn.content.cloneNode(true));
    })
    .catch(() => {});
})();
