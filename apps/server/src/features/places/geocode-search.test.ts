import { GEOCODE_MESSAGES, GEOCODE_RULES, geocodeSearchResponseSchema, type AddressSuggestion } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';

describe('GET /api/geocode/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each search from its own client address unless one is given, so the per-client limit stays out of the way. */
  const search = (query: string, remoteAddress = `10.1.0.${++address}`) =>
    t.request({ method: 'GET', url: `/api/geocode/search?${query}`, remoteAddress });
  const suggestionsFor = async (query: string): Promise<AddressSuggestion[]> => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    return geocodeSearchResponseSchema.parse(response.json()).suggestions;
  };

  it('answers a visitor: a ZIP, with every field of a suggestion', async () => {
    expect(await suggestionsFor('q=60601')).toEqual([
      {
        display_name: 'Chicago, IL 60601',
        lat: expect.closeTo(41.886, 1),
        lon: expect.closeTo(-87.62, 1),
        place_id: 'zip:60601',
        address_type: 'zip',
        importance: 1,
        street: null,
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
      },
    ]);
  });

  it('finds "Austin, TX", and "Springfield" in several states', async () => {
    expect((await suggestionsFor(`q=${encodeURIComponent('Austin, TX')}`))[0]).toMatchObject({
      display_name: 'Austin, TX',
      address_type: 'city',
      state: 'TX',
    });
    const springfields = await suggestionsFor('q=Springfield');
    expect(springfields).toHaveLength(GEOCODE_RULES.maxResults);
    expect(new Set(springfields.map((place) => place.state)).size).toBeGreaterThan(3);
    expect(await suggestionsFor('q=Springfield&limit=3')).toHaveLength(3);
  });

  it('places a street address at least at its ZIP, keeping the street line', async () => {
    const [best] = await suggestionsFor(`q=${encodeURIComponent('233 S Wacker Dr, Chicago, IL 60606')}`);
    expect(best).toMatchObject({ street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' });
    expect(best!.display_name).toBe('233 S Wacker Dr, Chicago, IL 60606');
  });

  it('refuses a query under 3 characters and a limit outside 1..8 with 400 and a detail', async () => {
    const short = await search('q=ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toEqual([{ loc: ['querystring', 'q'], msg: GEOCODE_MESSAGES.tooShort }]);
    expect((await search('limit=5')).statusCode).toBe(400);
    for (const limit of ['0', '9', 'two']) {
      const response = await search(`q=Chicago&limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().detail[0].loc).toEqual(['querystring', 'limit']);
    }
  });

  it('limits each client: 429 with the message and Retry-After past the budget; a signed-in account has its own', async () => {
    const client = '10.9.9.9';
    for (let call = 0; call < GEOCODE_RULES.searchesPerMinute; call += 1) {
      expect((await search('q=60601', client)).statusCode).toBe(200);
    }
    const refused = await search('q=60601', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: GEOCODE_MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const user = await createUser(t.ctx.db, { role: 'nonprofit' });
    const signedIn = await t.request({
      method: 'GET',
      url: '/api/geocode/search?q=60601',
      remoteAddress: client,
      as: user,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('is in the OpenAPI description', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/geocode/search']).toHaveProperty('get');
  });
});
