// The web build's own plugins write their pages after the bundle (closeBundle). When the build
// failed there is no bundle to write beside, and an error of theirs (a missing assets folder) was
// all the build printed, in place of the one that stopped it.
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { prerenderLandingPlugin } from './prerender-landing';
import { routePagesPlugin } from './route-pages';

const closeBundle = (plugin: Plugin) => (plugin.closeBundle as () => Promise<void>).call({});

describe.each([
  ['prerender-landing', prerenderLandingPlugin],
  ['route-pages', routePagesPlugin],
])('%s after a build that wrote no bundle', (_name, makePlugin) => {
  it('writes nothing and adds no error of its own', async () => {
    // Never configured, never written: going on would fail on the missing configuration at once.
    await expect(closeBundle(makePlugin())).resolves.toBeUndefined();
  });
});
