import type { Database } from '../src/db/database';
import { createBrandDirectory } from '../src/services/brand-directory';

import { openSeededDatabase } from './helpers/test-database';

describe('brand directory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openSeededDatabase('pglite');
  });
  afterAll(() => database.close());

  it('reuses its brands for the TTL, then sees changes', async () => {
    let now = 1_000;
    const directory = createBrandDirectory({
      database,
      publicUrl: 'http://api.test',
      ttlMs: 30_000,
      now: () => now,
    });
    expect(await directory.findByAppUrl('http://klubb.test')).toBeNull();
    await database.sql.exec(
      "INSERT INTO brand_app_urls (app_url, brand_id) VALUES ('http://klubb.test', 'klubb')",
    );
    now += 29_000;
    expect(await directory.findByAppUrl('http://klubb.test')).toBeNull();
    now += 2_000;
    expect((await directory.findByAppUrl('http://klubb.test'))?.id).toBe('klubb');
    expect(await directory.isBrandOrigin('http://klubb.test')).toBe(true);
    await database.sql.exec("DELETE FROM brand_app_urls WHERE app_url = 'http://klubb.test'");
    directory.clear();
    expect(await directory.isBrandOrigin('http://klubb.test')).toBe(false);
  });

  it('asks the database once for many calls at the same time', async () => {
    let queries = 0;
    const counting: Database = {
      ...database,
      orm: new Proxy(database.orm, {
        get(target, property, receiver) {
          if (property === 'select') queries += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      }),
    };
    const directory = createBrandDirectory({ database: counting, publicUrl: 'x', ttlMs: 30_000 });
    const found = await Promise.all(
      Array.from({ length: 20 }, () => directory.findByAppUrl('http://localhost:3000')),
    );
    expect(found.every((brand) => brand?.id === 'klubb')).toBe(true);
    // One load: the brands with their app URLs, and their switched-on remotes (ADR 011).
    expect(queries).toBe(2);
  });

  it('peeks without waiting only within a snapshot’s lifetime', async () => {
    let now = 1_000;
    const directory = createBrandDirectory({
      database,
      publicUrl: 'http://api.test',
      ttlMs: 30_000,
      now: () => now,
    });
    // No snapshot yet: the caller must ask (and wait).
    expect(directory.peekByAppUrl('http://localhost:3000')).toBeUndefined();
    const brand = await directory.findByAppUrl('http://localhost:3000');
    expect(brand?.id).toBe('klubb');
    // The same brand object, in any form of the URL; an unknown or unparsable one is null.
    expect(directory.peekByAppUrl('http://LOCALHOST:3000/')).toBe(brand);
    expect(directory.peekByAppUrl('http://unknown.test')).toBeNull();
    expect(directory.peekByAppUrl('not a url')).toBeNull();
    now += 30_000;
    expect(directory.peekByAppUrl('http://localhost:3000')).toBeUndefined();
    await directory.findByAppUrl('http://localhost:3000');
    expect(directory.peekByAppUrl('http://localhost:3000')?.id).toBe('klubb');
    directory.clear();
    expect(directory.peekByAppUrl('http://localhost:3000')).toBeUndefined();
  });
});
