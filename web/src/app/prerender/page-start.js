/* global document, matchMedia, requestAnimationFrame */
// The first script of a route whose HTML carries its page as it first draws (scripts/route-pages.ts
// puts it in the head in place of the app's entry module). Before that first paint it applies a
// saved colour scheme, as the app would. After the paint it fetches the app's code (the
// modulepreload links waiting in the #app-code template, all at once) and starts it (the module in
// data-entry): the first paint needs none of it, and a browser that had the code at hand would run
// it before painting anything.
(() => {
  let saved = null;
  try {
    saved = localStorage.getItem('mantine-color-scheme-value');
  } catch {
    // Storage refused (a privacy mode): the light scheme, as the app itself falls back to.
  }
  const dark = saved === 'dark' || (saved === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
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
