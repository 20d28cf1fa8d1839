import { describe, expect, it } from 'vitest';
import { pageReadsByKind, withPageDrawn, withPreloads } from './route-pages';

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
    const html = withPreloads(
      shell,
      { js: ['assets/react-1.js', 'assets/pets-page-2.js'], css: ['assets/layout-3.css'], fonts: [], reads: [], prerendered: false },
      '/',
    );
    expect(html).toContain('    <link rel="modulepreload" crossorigin href="/assets/pets-page-2.js">\n');
    expect(html).toContain('    <link rel="preload" as="style" crossorigin href="/assets/layout-3.css">\n  </head>');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
  });

  it("preloads the route's API answers with the session's cookie, even on a route that needs no more code", () => {
    const html = withPreloads(
      shell,
      { js: ['assets/react-1.js'], css: [], fonts: [], reads: ['/api/user', '/api/bookings?when=upcoming'], prerendered: false },
      '/',
    );
    expect(html).toContain(
      '    <link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials">\n' +
        '    <link rel="preload" href="/api/bookings?when=upcoming" as="fetch" crossorigin="use-credentials">\n  </head>',
    );
    expect(html.match(/<link /g)).toHaveLength(3);
  });

  it("fetches the font with the page, and applies a prerendered route's CSS instead of only fetching it", () => {
    const html = withPreloads(
      shell,
      { js: [], css: ['assets/layout-3.css'], fonts: ['assets/inter-4.woff2'], reads: [], prerendered: true },
      '/',
    );
    expect(html).toContain('    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-4.woff2">\n');
    expect(html).toContain('    <link rel="stylesheet" crossorigin href="/assets/layout-3.css">\n  </head>');
    expect(html).not.toContain('as="style"');
  });

  it('refuses an index.html without a head to add to', () => {
    expect(() => withPreloads('<html><body></body></html>', { js: [], css: [], fonts: [], reads: [], prerendered: false }, '/')).toThrow(
      'no </head> line',
    );
  });
});

describe('withPageDrawn', () => {
  const drawn = withPageDrawn(shell, '<main><h1>My Furry Friends</h1></main>', '/assets/page-start-5.js');

  it('puts the page in the root element, marked as prerendered, and inert until the app takes over', () => {
    expect(drawn).toContain('<div id="root" data-prerendered><div inert><main><h1>My Furry Friends</h1></main></div></div>');
  });

  it("holds the app's code, entry first, in a template for the start script, which names the entry", () => {
    expect(drawn).not.toContain('<script type="module"');
    expect(drawn).toContain(
      '    <template id="app-code"><link rel="modulepreload" crossorigin href="/assets/index-1.js"><link rel="modulepreload" crossorigin href="/assets/react-1.js"></template>\n' +
        '    <script src="/assets/page-start-5.js" data-entry="/assets/index-1.js"></script>\n',
    );
    expect(drawn.match(/react-1\.js/g)).toHaveLength(1);
  });

  it("keeps the page's text as it is, dollar signs included", () => {
    expect(withPageDrawn(shell, "<p>$&amp; $' $$ $1</p>", '/s.js')).toContain(
      `<div id="root" data-prerendered><div inert><p>$&amp; $' $$ $1</p></div></div>`,
    );
  });

  it('refuses an index.html whose entry script or root it cannot find', () => {
    expect(() => withPageDrawn(shell.replace('<div id="root"></div>', '<div id="app"></div>'), '', '/s.js')).toThrow(
      'one entry script and an empty root',
    );
    expect(() => withPageDrawn(shell.replace('type="module" ', ''), '', '/s.js')).toThrow('one entry script and an empty root');
  });
});

describe('pageReadsByKind', () => {
  it("keeps a page's fixed reads for its HTML and leaves those naming its path's parameters to the server", () => {
    expect(pageReadsByKind('/pets/:petId', ['/api/pets/:petId', '/api/bookings?when=upcoming&petId=:petId', '/api/cart'])).toEqual({
      inHtml: ['/api/cart'],
      perRequest: ['/api/pets/:petId', '/api/bookings?when=upcoming&petId=:petId'],
    });
    expect(pageReadsByKind('/pets', ['/api/pets'])).toEqual({ inHtml: ['/api/pets'], perRequest: [] });
  });

  it('leaves every read to the server for a page whose query changes what it reads', () => {
    expect(pageReadsByKind('/training', ['/api/enrollments', '/api/training-programs'], true)).toEqual({
      inHtml: [],
      perRequest: ['/api/enrollments', '/api/training-programs'],
    });
  });

  it('stops the build on a read naming a parameter the path does not have', () => {
    expect(() => pageReadsByKind('/pets/:petId', ['/api/pets/:id'])).toThrow(/names :id, which \/pets\/:petId does not have/);
  });
});
