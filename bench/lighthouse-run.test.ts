import { describe, expect, it } from 'vitest';
import { initialScripts } from './lighthouse-run';

describe('initialScripts', () => {
  const script = (url: string, rendererStartTime: number | undefined) => ({
    url,
    resourceType: 'Script',
    transferSize: 1000,
    rendererStartTime,
  });

  it('counts what was asked for before the after-page-load mark, not what the waiting code asked for at it', () => {
    const scripts = [script('react.js', 230), script('pets-page.js', 231), script('nav-menus.js', 757), script('Popover.js', 775)];
    expect(initialScripts(scripts, 758.5).map((item) => item.url)).toEqual(['react.js', 'pets-page.js']);
  });

  it('counts every script of a page that never marked itself idle', () => {
    expect(initialScripts([script('auth-page.js', 300), script('zod.js', 4000)], Infinity)).toHaveLength(2);
  });
});
