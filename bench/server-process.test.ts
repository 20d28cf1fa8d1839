import { describe, expect, it } from 'vitest';
import { builtServerEntry, npmStart, repoRoot, startCommandOf } from './server-process';

describe('startCommandOf', () => {
  it("reads the environment, node's flags and the entry of the start script's last step", () => {
    expect(startCommandOf('npm run build && A_B_=1 C=x=y node --flag=4 --other dist/main.js')).toEqual({
      env: { A_B_: '1', C: 'x=y' },
      nodeArgs: ['--flag=4', '--other'],
      entry: 'dist/main.js',
    });
  });

  it('refuses a start script that does not end in node and an entry', () => {
    expect(() => startCommandOf('npm run build && tsx server/main.ts')).toThrow('does not end in "node ... <entry>"');
    expect(() => startCommandOf('node')).toThrow('does not end in "node ... <entry>"');
  });

  it("gives the bench package.json's own start: the compiled server, with its memory and collector settings", () => {
    expect(builtServerEntry).toBe(`${repoRoot}/dist/server/main.js`);
    expect(npmStart.env.MALLOC_MMAP_THRESHOLD_).toBe('131072');
    expect(npmStart.nodeArgs).toContain('--max-semi-space-size=4');
    // decisions.md 109: the baselines run under the same collector settings as the app.
    expect(npmStart.nodeArgs).toContain('--no-allocation-site-pretenuring');
  });
});
