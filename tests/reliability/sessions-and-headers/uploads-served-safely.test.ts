// Issue 14, part 5: an upload can never come back as a page that runs script. Every upload route
// judges the file by its bytes, so SVG and HTML dressed up as a PNG, a PDF or a video are refused
// (415, nothing stored); what is accepted is served with its checked type only (never text/html or
// image/svg+xml), nosniff, an inline disposition, a private cache and the app's CSP; and a file
// name with any other extension is not served at all.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WRONG_TYPE_MESSAGE } from '../../../common/pet-photo-rules';
import { VIDEO_WRONG_TYPE_MESSAGE } from '../../../common/skill-schemas';
import { REPORT_CARD_MEDIA_WRONG_TYPE_MESSAGE } from '../../../common/trainer-schemas';
import { PROOF_WRONG_TYPE_MESSAGE } from '../../../common/vaccination-schemas';
import { tinyPng } from '../../helpers/factories';
import { buildObjectWorld, fileForm, fileOf, type ObjectWorld } from '../../helpers/object-fixtures';
import { useTestApp } from '../../helpers/use-test-app';

const t = useTestApp();
let w: ObjectWorld;

beforeAll(async () => {
  w = await buildObjectWorld({ app: t.app, db: t.db, notifications: t.notifications });
}, 120_000);

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');
const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/user").then(r=>r.text()).then(alert)</script></body></html>');
/** A real PNG with a script page after its end: accepted, but only ever as a PNG. */
const pngThenHtml = Buffer.concat([tinyPng, html]);

const uploadRoutes = (w: ObjectWorld) => [
  { url: `/api/pets/${w.a.pet.id}/photo`, as: w.ownerA, field: 'photo', message: PHOTO_WRONG_TYPE_MESSAGE, area: 'pets' },
  {
    url: `/api/vaccinations/${w.a.vaccinationId}/proof`,
    as: w.ownerA,
    field: 'proof',
    message: PROOF_WRONG_TYPE_MESSAGE,
    area: 'vaccinations',
  },
  {
    url: `/api/report-cards/${w.a.reportCardId}/media`,
    as: w.trainerA,
    field: 'file',
    message: REPORT_CARD_MEDIA_WRONG_TYPE_MESSAGE,
    area: 'report-cards',
  },
  // A stay journal entry's media: by its author (staff wrote the world's entry), the photo-or-video rule.
  {
    url: `/api/admin/bookings/${w.a.stayId}/journal/${w.a.journalEntryId}/media`,
    as: w.staff,
    field: 'file',
    message: REPORT_CARD_MEDIA_WRONG_TYPE_MESSAGE,
    area: 'journal',
  },
  {
    url: `/api/skill-progress/${w.a.skillProgressId}/video`,
    as: w.trainerA,
    field: 'video',
    message: VIDEO_WRONG_TYPE_MESSAGE,
    area: 'videos',
  },
];

const disguises = [
  { bytes: svg, type: 'image/png', name: 'cute.png' },
  { bytes: svg, type: 'image/svg+xml', name: 'cute.svg' },
  { bytes: html, type: 'image/png', name: 'cute.png' },
  { bytes: html, type: 'application/pdf', name: 'proof.pdf' },
  { bytes: html, type: 'video/mp4', name: 'clip.mp4' },
  { bytes: html, type: 'text/html', name: 'page.html' },
];

const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : [];
};

describe('uploads of script dressed up as media', () => {
  it('are refused with 415 on every upload route, and nothing is stored', async () => {
    const before = storedFiles();
    for (const route of uploadRoutes(w)) {
      for (const disguise of disguises) {
        const res = await t.call('POST', route.url, route.as, fileForm(route.field, disguise.bytes, disguise.type, disguise.name));
        expect(res.statusCode, `${route.url} ${disguise.name} as ${disguise.type}: ${res.body}`).toBe(415);
        expect(res.json().message).toBe(route.message);
      }
    }
    expect(storedFiles()).toEqual(before);
  });
});

describe('serving an accepted file', () => {
  it('uses its checked type, nosniff, an inline disposition, a private cache and the CSP', async () => {
    const res = await t.call('POST', `/api/pets/${w.a.pet.id}/photo`, w.ownerA, fileForm('photo', pngThenHtml, 'text/html', 'page.html'));
    expect(res.statusCode, res.body).toBe(200);
    const address: string = res.json().profilePhoto;
    expect(address).toMatch(/^\/uploads\/pets\/[0-9a-f]{32}\.png$/);
    const served = await t.call('GET', address, w.ownerA);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    // Private, and revalidated before every reuse (issue 27, item 9): never kept for an hour.
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(String(served.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(served.rawPayload.equals(pngThenHtml)).toBe(true);
  });

  it('still answers a Range request with 206 and the same private, revalidated cache', async () => {
    const photo: string = (await t.call('GET', `/api/pets/${w.a.pet.id}`, w.ownerA)).json().profilePhoto;
    const part = await t.app.inject({ method: 'GET', url: photo, headers: { cookie: w.ownerA.cookie, range: 'bytes=8-15' } });
    expect(part.statusCode, part.body).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 8-15\/\d+$/);
    expect(part.rawPayload).toHaveLength(8);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves every area with a safe type only', async () => {
    // The pet's current photo: the test above replaced the first one, which is served no more.
    const photo: string = (await t.call('GET', `/api/pets/${w.a.pet.id}`, w.ownerA)).json().profilePhoto;
    const files = [
      photo,
      `/uploads/vaccinations/${w.a.proofFile}`,
      `/uploads/videos/${w.a.videoFile}`,
      `/uploads/report-cards/${w.a.reportCardFile}`,
      `/uploads/journal/${w.a.journalFile}`,
    ];
    for (const url of files) {
      const served = await t.call('GET', url, w.ownerA);
      expect(served.statusCode, url).toBe(200);
      expect(['image/png', 'image/jpeg', 'image/webp', 'application/pdf', 'video/mp4', 'video/webm', 'video/quicktime'], url).toContain(
        served.headers['content-type'],
      );
      expect(served.headers['x-content-type-options'], url).toBe('nosniff');
      expect(served.headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  it('does not serve a stored name under another extension (.html, .svg, none)', async () => {
    const photo = fileOf((await t.call('GET', `/api/pets/${w.a.pet.id}`, w.ownerA)).json().profilePhoto);
    const stem = photo.replace(/\.png$/, '');
    for (const name of [`${stem}.html`, `${stem}.svg`, `${stem}.htm`, stem, `${photo}.html`, `${photo}%00.html`, `${stem}.PNG`]) {
      const res = await t.call('GET', `/uploads/pets/${name}`, w.ownerA);
      expect([400, 404], `${name}: ${res.statusCode}`).toContain(res.statusCode);
      expect(res.headers['content-type'], name).toMatch(/^application\/json/);
    }
  });
});
