import { describe, expect, it } from 'vitest';
import { withPreloads } from './route-pages';

const shell = [
  '<html>',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

describe('withPreloads', () => {
  it("adds the route's chunks and CSS to the head, skipping what index.html names already", () => {
    const html = withPreloads(shell, { js: ['assets/react-1.js', 'assets/pets-page-2.js'], css: ['assets/layout-3.css'], reads: [] }, '/');
    expect(html).toContain('    <link rel="modulepreload" crossorigin href="/assets/pets-page-2.js">\n');
    expect(html).toContain('    <link rel="preload" as="style" crossorigin href="/assets/layout-3.css">\n  </head>');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
  });

  it("preloads the route's API answers with the session's cookie, even on a route that needs no more code", () => {
    const html = withPreloads(shell, { js: ['assets/react-1.js'], css: [], reads: ['/api/user', '/api/bookings?when=upcoming'] }, '/');
    expect(html).toContain(
      '    <link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials">\n' +
        '    <link rel="preload" href="/api/bookings?when=upcoming" as="fetch" crossorigin="use-credentials">\n  </head>',
    );
    expect(html.match(/<link /g)).toHaveLength(3);
  });

  it('refuses an index.html without a head to add to', () => {
    expect(() => withPreloads('<html><body></body></html>', { js: [], css: [], reads: [] }, '/')).toThrow('no </head> line');
  });
});
