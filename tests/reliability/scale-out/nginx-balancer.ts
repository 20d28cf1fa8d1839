// A real load balancer in front of the app instances: Debian's nginx, round-robin, run as a child
// process with a generated config in a temporary directory. It passes WebSocket upgrades, tells
// the app the client's address and scheme (X-Forwarded-For / -Proto, for TRUST_PROXY=on), moves a
// request on to the next instance when one does not answer, and names the instance that served
// each response in X-Upstream (a header only this test's nginx adds).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../helpers/free-port';

export const NGINX = '/usr/sbin/nginx';

export type Balancer = { url: string; output(): string; stop(): Promise<void> };

function nginxConfig(port: number, upstreamPorts: number[], dir: string): string {
  const runAs = process.getuid?.() === 0 ? 'user root root;' : '';
  return `${runAs}
worker_processes 1;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=30s;`).join('\n')}
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 250m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      # The edge proxy replaces X-Forwarded-For, so a client cannot choose the address it is counted by.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx on `port` (a free one when not given) in front of the instances' ports. */
export async function startBalancer(upstreamPorts: number[], port?: number): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-nginx-'));
  port ??= await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(port, upstreamPorts, dir));
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid; error_log stderr;`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${balancer.url}/`);
      return balancer;
    } catch {
      if (waited > 10_000) {
        await balancer.stop();
        throw new Error(`nginx did not listen within 10 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
