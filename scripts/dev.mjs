// `npm run dev`: the Vite dev server (http://localhost:5173, proxying /api, /uploads and /ws to
// port 5000, see vite.config.ts) and the API server in watch mode, together. Ctrl-C stops both;
// when either stops on its own, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // The Vite proxy expects the API on 5000.
    env: { ...process.env, PORT: process.env.PORT ?? '5000' },
  }),
  spawn(bin('vite'), [], { cwd: repoRoot, stdio: 'inherit' }),
];

let exitCode;
const stopAll = (signal) => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
};

for (const child of children) {
  child.on('exit', (code, signal) => {
    exitCode ??= code ?? (signal ? 1 : 0);
    stopAll('SIGTERM');
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    exitCode ??= 0;
    stopAll(signal);
  });
}
