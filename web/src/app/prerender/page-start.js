/* global document, requestAnimationFrame */
// The first script of a route whose HTML carries its page as it first draws (scripts/route-pages.ts
// puts it in the head in place of the app's entry module, after saved-color-scheme.js in the same
// file). After the first paint it fetches the app's code (the modulepreload links waiting in the
// #app-code template, all at once) and starts it (the module in data-entry): the first paint needs
// none of it, and a browser that had the code at hand would run it before painting anything.
(() => {
  const entry = document.currentScript.dataset.entry;
  const start = () => {
    const code = document.getElementById('app-code');
    if (code) document.head.append(code.content.cloneNode(true));
    import(entry);
  };
  const startAfterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startAfterPaint, { once: true });
  else startAfterPaint();
})();
