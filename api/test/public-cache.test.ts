import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { API_PATHS, APP_URL_HEADER } from '@klubb/contracts';

import { ANNA, mintTestToken } from './helpers/identity';
import { asMember } from './helpers/member';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const OFFER_FLAGS = 'getVoucher=true&getCompanionOffer=true&getAvailability=true';
const PUBLIC_CONTROL = /^public, max-age=(\d+), s-maxage=(\d+), stale-while-revalidate=(\d+)$/;

interface Item {
  id: string;
}

describe.each(testTargets())('the public answer cache on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, appUrl = BRAND_A_URL) =>
    t.app.inject({ method: 'GET', url, headers: { [APP_URL_HEADER]: appUrl, ...headers } });

  it('answers a visitor again from memory with a strong ETag, and 304 when it matches', async () => {
    const url = `${API_PATHS.getOfferList}?offset=0`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toMatch(PUBLIC_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(String(first.headers.vary)).toMatch(/origin.*x-app-url.*authorization/i);

    const second = await get(url);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers.etag).toBe(etag);
    expect(second.json()).toEqual(first.json());

    const notModified = await get(url, { 'if-none-match': `"other", ${etag}` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
    expect(notModified.headers.etag).toBe(etag);

    const changed = await get(url, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('keeps brotli and gzip variants of the same JSON, each with its own ETag', async () => {
    const url = `${API_PATHS.getOfferList}?offset=30`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json<Item[]>();
    expect(json.length).toBeGreaterThan(0);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json);
    const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(tags.size).toBe(3);
    // A tag of any variant says the client holds this JSON.
    const revalidated = await get(url, { 'if-none-match': String(gzip.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('caches the brand, the billboard, the categories and an offer for visitors', async () => {
    for (const url of [
      `${API_PATHS.getBrand}?appUrl=${encodeURIComponent(BRAND_A_URL)}&authTenantIdSelect=true`,
      API_PATHS.getBillboard,
      API_PATHS.getCategoryList,
      `${API_PATHS.getOffer}?id=klubb-live-001&${OFFER_FLAGS}`,
    ]) {
      const first = await get(url);
      expect([url, first.statusCode]).toEqual([url, 200]);
      const second = await get(url);
      expect([url, second.headers['x-cache']]).toEqual([url, 'hit']);
      expect(second.body).toBe(first.body);
    }
  });

  it('never caches or shares a member’s answer, and keeps no-store for it', async () => {
    const url = `${API_PATHS.getOffer}?id=klubb-benefit-005&${OFFER_FLAGS}`;
    const visitor = await get(url);
    expect(visitor.headers['cache-control']).toMatch(PUBLIC_CONTROL);
    const anna = await asMember(t, ANNA.uid);
    for (let round = 0; round < 2; round += 1) {
      const member = await anna('GET', url);
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('no-store');
      expect(member.headers['x-cache']).toBeUndefined();
      expect(member.headers.etag).toBeUndefined();
      // The common code is shown to members only: the visitor's cached answer was not used.
      expect(member.body).toContain('KLUBB2026');
    }
    expect((await get(url)).body).not.toContain('KLUBB2026');
  });

  it('keeps each brand’s answers apart under the same URL', async () => {
    const url = `${API_PATHS.getOfferList}?offset=0&type=benefit`;
    const a = await get(url);
    const b = await get(url, {}, BRAND_B_URL);
    expect(b.headers['x-cache']).toBe('miss');
    expect(a.json<Item[]>().every((item) => item.id.startsWith('klubb-'))).toBe(true);
    expect(b.json<Item[]>().every((item) => item.id.startsWith('norge-'))).toBe(true);
    const bAgain = await get(url, {}, BRAND_B_URL);
    expect(bAgain.headers['x-cache']).toBe('hit');
    expect(bAgain.body).toBe(b.body);
    // A brand's ETag is no good for the other brand's answer.
    const cross = await get(url, { 'if-none-match': String(a.headers.etag) }, BRAND_B_URL);
    expect(cross.statusCode).toBe(200);
  });

  it('serves a browser’s simple GET (Origin only, no X-App-Url) each brand its own answer', async () => {
    for (const [appUrl, prefix] of [
      [BRAND_A_URL, 'klubb-'],
      [BRAND_B_URL, 'norge-'],
    ] as const) {
      for (const url of [`${API_PATHS.getOfferList}?offset=0`, API_PATHS.getBillboard]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { origin: appUrl } });
        expect([url, response.statusCode]).toEqual([url, 200]);
        expect(response.headers['access-control-allow-origin']).toBe(appUrl);
        expect(response.body).toContain(`"${prefix}`);
        expect(response.body).not.toContain(prefix === 'klubb-' ? '"norge-' : '"klubb-');
      }
    }
  });

  it('answers a hit with the CORS and security headers the route itself would send', async () => {
    const url = `${API_PATHS.getOfferList}?offset=60`;
    const ask = (origin: string) =>
      t.app.inject({ method: 'GET', url, headers: { origin, [APP_URL_HEADER]: BRAND_A_URL } });
    const miss = await ask(BRAND_A_URL);
    const hit = await ask(BRAND_A_URL);
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    for (const header of ['access-control-allow-origin', 'x-content-type-options', 'vary']) {
      expect([header, hit.headers[header]]).toEqual([header, miss.headers[header]]);
    }
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
    // A page elsewhere gets the public answer (its own entry: media on the API's URL) but no
    // permission to read it, from the cache too.
    await ask('https://elsewhere.example');
    const foreign = await ask('https://elsewhere.example');
    expect(foreign.headers['x-cache']).toBe('hit');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('makes a missing answer once while others ask for it at the same time', async () => {
    const url = `${API_PATHS.getOfferList}?offset=0&type=live`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    const caches = answers.map((answer) => answer.headers['x-cache']).sort();
    expect(caches).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it('lets the others make the answer themselves when the first one fails', async () => {
    const url = `${API_PATHS.getOffer}?id=klubb-nothing-either&${OFFER_FLAGS}`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    expect(answers.every((answer) => answer.headers['cache-control'] === 'no-store')).toBe(true);
  });

  it('does not cache errors: an unknown offer stays no-store and is asked again', async () => {
    const url = `${API_PATHS.getOffer}?id=klubb-nothing&${OFFER_FLAGS}`;
    for (let round = 0; round < 2; round += 1) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
      expect(missing.headers.etag).toBeUndefined();
    }
  });

  it('drops a brand’s answers when told the brand changed, and only that brand’s', async () => {
    const url = `${API_PATHS.getBrand}?appUrl=${encodeURIComponent(BRAND_A_URL)}`;
    const bUrl = `${API_PATHS.getBrand}?appUrl=${encodeURIComponent(BRAND_B_URL)}`;
    expect((await get(url)).json()).toMatchObject({ name: 'Klubb' });
    await get(bUrl);
    await t.database.sql.exec(`UPDATE brands SET name = 'Klubb Ny' WHERE id = 'klubb'`);
    try {
      const stale = await get(url);
      expect(stale.headers['x-cache']).toBe('hit');
      expect(stale.json()).toMatchObject({ name: 'Klubb' });
      t.app.invalidatePublicAnswers('klubb');
      const fresh = await get(url);
      expect(fresh.headers['x-cache']).toBe('miss');
      expect(fresh.json()).toMatchObject({ name: 'Klubb Ny' });
      expect((await get(bUrl)).headers['x-cache']).toBe('hit');
    } finally {
      await t.database.sql.exec(`UPDATE brands SET name = 'Klubb' WHERE id = 'klubb'`);
      t.app.invalidatePublicAnswers();
    }
  });

  it('stops serving an answer when an offer of the brand ends or is published', async () => {
    const url = `${API_PATHS.getOfferList}?offset=0&type=editorial`;
    // klubb-editorial-040 is not yet published; klubb-editorial-001 is on the first page.
    const [row] = await t.database.sql.query<{ at: string | number }>(
      `UPDATE offers SET ends_at = CASE id WHEN 'klubb-editorial-001' THEN now() + interval '1500 milliseconds' ELSE ends_at END,
         published_at = CASE id WHEN 'klubb-editorial-040' THEN now() + interval '1500 milliseconds' ELSE published_at END
       WHERE id IN ('klubb-editorial-001', 'klubb-editorial-040')
       RETURNING extract(epoch from now()) * 1000 + 1500 AS at`,
    );
    const changeAt = Number(row?.at);
    const before = await get(url);
    const ids = () => before.json<Item[]>().map((item) => item.id);
    expect(ids()).toContain('klubb-editorial-001');
    expect(ids()).not.toContain('klubb-editorial-040');
    const [, maxAge, shared] = PUBLIC_CONTROL.exec(String(before.headers['cache-control'])) ?? [];
    expect(Number(maxAge)).toBeLessThanOrEqual(2);
    expect(Number(shared)).toBeLessThanOrEqual(2);
    expect((await get(url)).headers['x-cache']).toBe('hit');

    // The answer's own time bound: wait for the change the data names, not a guessed delay.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, changeAt - Date.now()) + 50));
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('miss');
    const afterIds = after.json<Item[]>().map((item) => item.id);
    expect(afterIds).not.toContain('klubb-editorial-001');
    expect(afterIds).toContain('klubb-editorial-040');
  });

  it('answers a hit at the server’s front door with the bytes and headers the hook sends', async () => {
    const url = `${API_PATHS.getOfferList}?offset=0&type=benefit&fd=1`;
    const visitor = { [APP_URL_HEADER]: BRAND_A_URL, origin: BRAND_A_URL, 'accept-encoding': 'br' };
    const ask = await overSocket(t.app);
    const doorHits = () => t.app.publicAnswerStats().frontDoorHits;
    const picked = (headers: Record<string, unknown>) =>
      Object.fromEntries(ANSWER_HEADERS.map((name) => [name, headers[name]]));

    expect((await ask(url, visitor)).headers['x-cache']).toBe('miss');
    const hitsBefore = doorHits();
    const door = await ask(url, visitor);
    expect(doorHits()).toBe(hitsBefore + 1);
    // Through the framework (inject never passes the server's front door): the hook's hit.
    const hook = await t.app.inject({ method: 'GET', url, headers: visitor });
    expect(doorHits()).toBe(hitsBefore + 1);
    expect(door.status).toBe(200);
    expect(picked(door.headers)).toEqual(picked(hook.headers));
    expect(door.headers['x-cache']).toBe('hit');
    expect(door.headers['access-control-allow-origin']).toBe(BRAND_A_URL);
    expect(door.headers['cache-control']).toMatch(PUBLIC_CONTROL);
    expect(door.body.equals(hook.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(door.body).toString('utf8'))).toEqual(
      JSON.parse(brotliDecompressSync(hook.rawPayload).toString('utf8')),
    );

    const etag = String(door.headers.etag);
    const revalidated = await ask(url, { ...visitor, 'if-none-match': etag });
    expect([revalidated.status, revalidated.body.length]).toEqual([304, 0]);

    // A page elsewhere: its own entry, and no permission to read it at the door either.
    const foreign = { ...visitor, origin: 'https://elsewhere.example' };
    await ask(url, foreign);
    const foreignHits = doorHits();
    const foreignHit = await ask(url, foreign);
    expect(doorHits()).toBe(foreignHits + 1);
    expect(foreignHit.headers['x-cache']).toBe('hit');
    expect(foreignHit.headers['access-control-allow-origin']).toBeUndefined();

    // A member is never answered from the door.
    const token = await mintTestToken(t.database, {
      uid: ANNA.uid,
      tenantId: 'klubb-a1b2c',
      email: ANNA.email,
    });
    const member = await ask(url, { ...visitor, authorization: `Bearer ${token}` });
    expect(member.headers['x-cache']).toBeUndefined();
    expect(member.headers['cache-control']).toBe('no-store');

    // A changed brand: the door lets the request through to be made again.
    t.app.invalidatePublicAnswers('klubb');
    expect((await ask(url, visitor)).headers['x-cache']).toBe('miss');
    expect((await ask(url, visitor)).headers['x-cache']).toBe('hit');
  });
});

describe.each(testTargets())('the public answers’ front door on %s', (target) => {
  const TTL_MS = 300;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { brandCacheTtlMs: TTL_MS });
  });
  afterAll(() => t.close());

  it('answers again once the brands are read anew, the answer still kept', async () => {
    const ask = await overSocket(t.app);
    const url = API_PATHS.getBillboard;
    const visitor = { [APP_URL_HEADER]: BRAND_A_URL };
    const doorHits = () => t.app.publicAnswerStats().frontDoorHits;
    expect((await ask(url, visitor)).headers['x-cache']).toBe('miss');
    await ask(url, visitor);
    expect(doorHits()).toBe(1);
    // The brand snapshot's lifetime (far shorter than the answer's 10 s) runs out: the next
    // request reads the brands again through the hook, and the door serves the new snapshot's.
    const readAt = Date.now();
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, readAt + TTL_MS + 20 - Date.now())),
    );
    const through = await ask(url, visitor);
    expect([through.headers['x-cache'], doorHits()]).toEqual(['hit', 1]);
    const again = await ask(url, visitor);
    expect([again.headers['x-cache'], doorHits()]).toEqual(['hit', 2]);
  });
});

const ANSWER_HEADERS = [
  'content-type',
  'content-encoding',
  'content-length',
  'etag',
  'vary',
  'x-cache',
  'x-content-type-options',
  'access-control-allow-origin',
];

interface SocketAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The app listening on a port of its own, and a GET over a real socket (past the front door). */
async function overSocket(app: TestApp['app']) {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return (path: string, headers: Record<string, string>) =>
    new Promise<SocketAnswer>((resolve, reject) => {
      const request = httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
    });
}
