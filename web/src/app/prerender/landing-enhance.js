/* global document, HTMLTemplateElement */
// The prerendered landing page's only script (scripts/prerender-landing.ts copies it into the
// build after saved-color-scheme.js, in one file): the page is drawn without the app, so this
// applies what the app would have: the Dashboard button instead of Sign in for a signed-in visitor.
(() => {
  fetch('/api/user', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((user) => {
      const header = document.querySelector('#root header');
      const signedIn = document.getElementById('signed-in-header');
      if (user && header && signedIn instanceof HTMLTemplateElement) header.replaceWith(signedIn.content.cloneNode(true));
    })
    .catch(() => {});
})();
