/**
 * The user-timing mark the web app sets when code waiting for the page (web/src/lib/after-page-load.ts)
 * may start. The page bench (bench/lighthouse-run.ts) counts the scripts requested before it as a
 * page's initial JavaScript, and those after it (the nav bar's menus) as code that waited for the page.
 */
export const AFTER_PAGE_LOAD_MARK = 'pawsconnect:after-page-load';
