// Scale-out for real (issue 14, decisions.md 30 "several instances"): two server processes on one fresh
// PostgreSQL database, uploads in S3-compatible storage (s3rver), behind Debian's nginx
// round-robin with TRUST_PROXY=on. Through the balancer a user signs in, adds a pet with a photo,
// books and pays; a notification reaches a socket held by the other instance; the login limit
// counts across instances; then one instance is killed and the same session goes on through the
// other. Runs when SCALE_OUT_TESTS=1 (.ci/run sets it) on the api-postgres project.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../helpers/db-template.global';
import { rexProfile, tinyPng } from '../../helpers/factories';
import { startLocalS3, type LocalS3 } from '../../helpers/s3-server';
import { uniqueUsername } from '../../helpers/users';
import { openSocket, type TestSocket } from '../../helpers/ws-client';
import { freePort } from '../../helpers/free-port';
import { killServer, startServer, stopServer, type ServerProcess } from '../../helpers/server-process';
import { cookieOf, countingClient, type Reply, type RequestOptions } from './http-client';
import { NGINX, startBalancer, type Balancer } from './nginx-balancer';

const enabled = process.env.SCALE_OUT_TESTS === '1' && process.env.TEST_DB_KIND === 'postgres';
const title = enabled
  ? 'two app instances behind nginx on one PostgreSQL database'
  : 'scale-out (skipped: needs SCALE_OUT_TESTS=1 and the api-postgres project, as .ci/run sets)';

describe.runIf(enabled)(title, () => {
  const http = countingClient();
  const dataDirs: string[] = [];
  const sockets: TestSocket[] = [];
  const databaseName = `pawsconnect_scaleout_${randomBytes(4).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  let s3: LocalS3;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: Balancer;
  let killed = 0;

  // Shared by the steps below, in order.
  let cookie = '';
  let petId = 0;
  let photo = '';
  let nextDay = 1;

  const via =
    (base: string) =>
    (method: string, url: string, options: RequestOptions = {}) =>
      http.request(base, method, url, { cookie, ...options });
  const lb = (method: string, url: string, options: RequestOptions = {}) => via(nginx.url)(method, url, options);
  const wsUrl = (base: string) => `${base.replace('http', 'ws')}/ws`;
  const instanceOf = (reply: Reply) => reply.upstream?.split(', ').at(-1);
  const socketThrough = async (base: string) => {
    let upstream: string | undefined;
    const socket = await openSocket(wsUrl(base), {
      cookie,
      origin: nginx.url,
      onUpgrade: (res) => (upstream = String(res.headers['x-upstream'])),
    });
    sockets.push(socket);
    http.countHandshake();
    return { socket, upstream };
  };

  /** A boarding stay for the pet, each on its own nights in 2029. */
  const book = (send = lb) => {
    const startDate = new Date(Date.UTC(2029, 2, nextDay, 9)).toISOString();
    const endDate = new Date(Date.UTC(2029, 2, nextDay + 2, 9)).toISOString();
    nextDay += 3;
    const json = {
      petId,
      serviceType: 'boarding',
      startDate,
      endDate,
      numPets: 1,
      additionalPetIds: [],
      notes: '',
      status: 'pending',
      paymentStatus: 'pending',
    };
    return send('POST', '/api/bookings', { json });
  };

  beforeAll(async () => {
    expect(fs.existsSync(NGINX), `nginx is missing at ${NGINX} (.ci/run installs it)`).toBe(true);
    await adminQuery(adminUrl, `create database ${databaseName}`);
    s3 = await startLocalS3();
    // nginx's port must be known for PUBLIC_URL before the instances start: reserve it first.
    const publicPort = await freePort();
    const publicUrl = `http://127.0.0.1:${publicPort}`;
    const env = (name: string) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pawsconnect-${name}-`));
      dataDirs.push(dataDir);
      return {
        dataDir,
        databaseUrl: withDatabase(adminUrl, databaseName),
        env: {
          ...s3.env,
          SESSION_SECRET: 'one-secret-for-every-instance-0123456789',
          TRUST_PROXY: 'on',
          PUBLIC_URL: publicUrl,
          VACCINE_POLICY: 'off',
          REDIS_URL: '',
        },
      };
    };
    // Both at once on the empty database: one migrates and seeds while the other waits (advisory locks).
    const started = await Promise.allSettled([startServer(env('a')), startServer(env('b'))]);
    [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined!));
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    nginx = await startBalancer([a.port, b.port], publicPort);
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await nginx?.stop();
    await Promise.all([a && stopServer(a), b && stopServer(b)]);
    await s3?.close();
    await adminQuery(adminUrl, `drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    console.log(`scale-out: 2 instances behind nginx, ${http.sent} requests, ${killed} killed`);
  }, 60_000);

  it('signs up through nginx, and consecutive requests are served by both instances with the same session', async () => {
    const username = uniqueUsername('scale');
    const registered = await lb('POST', '/api/register', {
      json: {
        username,
        password: 'correct-horse-battery',
        email: `${username}@example.com`,
        firstName: 'Sam',
        lastName: 'Scale',
        isTrainer: false,
      },
    });
    expect(registered.status, registered.bytes.toString()).toBe(201);
    cookie = cookieOf(registered);
    const served = new Set<string | undefined>();
    for (let request = 0; request < 4; request++) {
      const me = await lb('GET', '/api/user');
      expect(me.status).toBe(200);
      expect(me.json()).toMatchObject({ username });
      served.add(instanceOf(me));
    }
    expect([...served].sort()).toEqual([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());
  });

  it('adds a pet with a photo that either instance serves from the shared bucket', async () => {
    const pet = await lb('POST', '/api/pets', { json: rexProfile });
    expect(pet.status).toBe(201);
    petId = pet.json().id;
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'rex.png');
    const uploaded = await lb('POST', `/api/pets/${petId}/photo`, { form, origin: nginx.url });
    expect(uploaded.status, uploaded.bytes.toString()).toBe(200);
    photo = uploaded.json().profilePhoto;
    const servedBy = new Set<string | undefined>();
    for (let request = 0; request < 2; request++) {
      const image = await lb('GET', photo);
      expect(image.status).toBe(200);
      expect(image.bytes.equals(tinyPng)).toBe(true);
      servedBy.add(instanceOf(image));
    }
    expect(servedBy.size).toBe(2);
  });

  it('books and pays through nginx, and the socket held by the other instance hears both', async () => {
    const { socket, upstream } = await socketThrough(nginx.url);
    // Round-robin alternates: line up so the booking goes to the instance not holding the socket.
    let last = await lb('GET', '/api/user');
    while (instanceOf(last) !== upstream) last = await lb('GET', '/api/user');
    const booking = await book();
    expect(booking.status, booking.bytes.toString()).toBe(201);
    expect(instanceOf(booking)).not.toBe(upstream);
    const booked = await socket.waitForMessage(
      (m) => m.type === 'notification' && (m.payload as { title: string }).title === 'Boarding stay booked',
      3000,
    );
    expect(booked.payload).toMatchObject({ data: { bookingId: booking.json().id } });

    const intent = await lb('POST', '/api/create-payment-intent', { json: { bookingId: booking.json().id } });
    expect(intent.status).toBe(200);
    const paid = await lb('POST', '/api/sandbox/confirm', {
      json: { clientSecret: intent.json().clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(paid.json()).toEqual({ status: 'succeeded' });
    const receipt = await socket.waitForMessage(
      (m) => m.type === 'notification' && (m.payload as { title: string }).title === 'Payment received',
      3000,
    );
    expect(receipt.payload).toMatchObject({ data: { bookingId: booking.json().id } });
    const shown = await lb('GET', `/api/bookings/${booking.json().id}`);
    expect(shown.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('delivers a booking made directly on instance B to a socket held directly by instance A', async () => {
    const { socket } = await socketThrough(a.baseUrl);
    const booking = await book(via(b.baseUrl));
    expect(booking.status, booking.bytes.toString()).toBe(201);
    const told = await socket.waitForMessage(
      (m) => m.type === 'notification' && (m.payload as { data?: { bookingId?: number } }).data?.bookingId === booking.json().id,
      3000,
    );
    expect(told.payload).toMatchObject({ title: 'Boarding stay booked' });
  });

  it('counts failed logins from one address across both instances: the 11th is refused', async () => {
    const username = uniqueUsername('guessed');
    const victim = await http.request(nginx.url, 'POST', '/api/register', {
      json: {
        username,
        password: 'correct-horse-battery',
        email: `${username}@example.com`,
        firstName: 'Vic',
        lastName: 'Tim',
        isTrainer: false,
      },
    });
    expect(victim.status).toBe(201);
    const servedBy = new Set<string | undefined>();
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await http.request(nginx.url, 'POST', '/api/login', { json: { username, password: 'wrong-password' } });
      expect(wrong.status).toBe(401);
      servedBy.add(instanceOf(wrong));
    }
    expect(servedBy.size).toBe(2);
    // Both instances refuse, and naming another address does not help: nginx replaces X-Forwarded-For.
    for (const headers of [{}, { 'x-forwarded-for': '203.0.113.50' }] as Record<string, string>[]) {
      const refused = await http.request(nginx.url, 'POST', '/api/login', {
        json: { username, password: 'correct-horse-battery' },
        headers,
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('goes on through the surviving instance with the same session after one is killed', async () => {
    await killServer(b);
    killed += 1;
    const survivor = `127.0.0.1:${a.port}`;
    for (let request = 0; request < 4; request++) {
      const me = await lb('GET', '/api/user');
      expect(me.status).toBe(200);
      expect(instanceOf(me)).toBe(survivor);
    }
    const { socket } = await socketThrough(nginx.url);
    const booking = await book();
    expect(booking.status, booking.bytes.toString()).toBe(201);
    expect(instanceOf(booking)).toBe(survivor);
    await socket.waitForMessage(
      (m) => m.type === 'notification' && (m.payload as { data?: { bookingId?: number } }).data?.bookingId === booking.json().id,
      3000,
    );
    const image = await lb('GET', photo);
    expect(image.status).toBe(200);
    expect(image.bytes.equals(tinyPng)).toBe(true);
  });
});
