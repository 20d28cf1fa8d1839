import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http and https addresses links and keeps the rest as text', () => {
    expect(linkify('See https://example.com/a?b=1 and http://x.test.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links another scheme, and leaves a bracket around an address outside it', () => {
    expect(linkify('javascript:alert(1) data:text/html,hi www.example.com')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,hi www.example.com' },
    ]);
    expect(linkify('(https://example.com)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('keeps line breaks and empty text', () => {
    expect(linkify('a\nb')).toEqual([{ kind: 'text', text: 'a\nb' }]);
    expect(linkify('')).toEqual([]);
  });
});
