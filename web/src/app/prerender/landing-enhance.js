/* global document, window, HTMLTemplateElement */
// The prerendered landing page's only script (scripts/prerender-landing.ts copies it into the
// build after saved-color-scheme.js, in one file): the page is drawn without the app, so this
// applies what the app would have: the Dashboard button instead of Sign in for a signed-in visitor.
// It asks only when this browser may hold a session (the hint web/src/lib/session.ts keeps): asking
// with none answered 401, logged as a failed request for every signed-out visitor.
(() => {
  let mayHaveSession = true;
  try {
    mayHaveSession = window.localStorage.getItem('pawsconnect.signed-in') === '1';
  } catch {
    // Storage refused: ask, as before.
  }
  if (!mayHaveSession) return;
  fetch('/api/user', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((user) => {
      const header = document.querySelector('#root header');
      const signedIn = document.getElementById('signed-in-header');
      if (user && header && signedIn instanceof HTMLTemplateElement) header.replaceWith(signedIn.content.cloneNode(true));
    })
    .catch(() => {});
})();
