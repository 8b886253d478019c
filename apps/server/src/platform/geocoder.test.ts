import { describe, expect, it, vi } from 'vitest';
import {
  boundingBox,
  innerBox,
  createGeocoder,
  distanceMiles,
  lookupCity,
  lookupZip,
  normalizeState,
  searchOffline,
} from './geocoder';

const CHICAGO = { latitude: 41.8789, longitude: -87.6359 };
const EVANSTON = { latitude: 42.0451, longitude: -87.6877 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

describe('distanceMiles', () => {
  it('measures great-circle miles', () => {
    expect(distanceMiles(CHICAGO, CHICAGO)).toBe(0);
    expect(distanceMiles(CHICAGO, EVANSTON)).toBeCloseTo(11.8, 0);
    expect(distanceMiles(CHICAGO, NEW_YORK)).toBeGreaterThan(705);
    expect(distanceMiles(CHICAGO, NEW_YORK)).toBeLessThan(715);
    expect(distanceMiles(NEW_YORK, CHICAGO)).toBeCloseTo(distanceMiles(CHICAGO, NEW_YORK), 9);
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius', () => {
    const box = boundingBox(CHICAGO, 25);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point 24.9 miles away in each direction.
      const rad = (bearing * Math.PI) / 180;
      const lat = CHICAGO.latitude + (24.9 / 69.05) * Math.cos(rad);
      const lon = CHICAGO.longitude + (24.9 / (69.05 * Math.cos((lat * Math.PI) / 180))) * Math.sin(rad);
      if (distanceMiles(CHICAGO, { latitude: lat, longitude: lon }) > 25) continue;
      expect(lat).toBeGreaterThanOrEqual(box.minLatitude);
      expect(lat).toBeLessThanOrEqual(box.maxLatitude);
      expect(lon).toBeGreaterThanOrEqual(box.minLongitude);
      expect(lon).toBeLessThanOrEqual(box.maxLongitude);
    }
    expect(box.maxLatitude - box.minLatitude).toBeLessThan(1);
  });
});

describe('innerBox', () => {
  it('holds only points within the radius, corners included, at every latitude', () => {
    for (let latitude = -75; latitude <= 75; latitude += 2.5) {
      for (const miles of [1, 25, 50, 200]) {
        const center = { latitude, longitude: -87.6 };
        const box = innerBox(center, miles);
        for (const lat of [box.minLatitude, center.latitude, box.maxLatitude]) {
          for (const lon of [box.minLongitude, center.longitude, box.maxLongitude]) {
            expect(distanceMiles(center, { latitude: lat, longitude: lon })).toBeLessThan(miles);
          }
        }
        // Not so small that it saves nothing: it spans most of the circle's width.
        expect(distanceMiles(center, { latitude: box.maxLatitude, longitude: center.longitude })).toBeGreaterThan(
          0.6 * miles,
        );
      }
    }
  });
});

describe('offline gazetteer', () => {
  it('finds a ZIP, a ZIP+4 and a ZIP with a leading zero', () => {
    expect(lookupZip('60201')).toMatchObject({ city: 'Evanston', state: 'IL', zip: '60201', precision: 'zip' });
    expect(lookupZip('60201-1234')?.zip).toBe('60201');
    expect(lookupZip(501)?.zip).toBe('00501');
    expect(lookupZip('99999')).toBeNull();
    expect(lookupZip('abc')).toBeNull();
    expect(lookupZip(null)).toBeNull();
  });

  it('finds a city by name and state, with St. spelled as Saint', () => {
    const evanston = lookupCity('evanston', 'Illinois');
    expect(evanston).toMatchObject({ city: 'Evanston', state: 'IL', precision: 'city' });
    expect(distanceMiles(evanston!, EVANSTON)).toBeLessThan(3);
    const stLouis = lookupCity('St. Louis', 'MO');
    expect(stLouis?.city).toBe('Saint Louis');
    expect(lookupCity('St Louis', 'mo')).toEqual(stLouis);
    expect(lookupCity('Atlantis', 'IL')).toBeNull();
    expect(lookupCity('Chicago', 'Narnia')).toBeNull();
  });

  it('normalises state names and codes', () => {
    expect(normalizeState('il')).toBe('IL');
    expect(normalizeState('New York')).toBe('NY');
    expect(normalizeState('XX')).toBeNull();
    expect(normalizeState('')).toBeNull();
  });

  it('searches free text: ZIP, "City, ST", "City State" and a bare city name', () => {
    expect(searchOffline('1603 Orrington Ave, Evanston, IL 60201')[0]?.zip).toBe('60201');
    expect(searchOffline('St. Paul, MN')[0]).toMatchObject({ city: 'Saint Paul', state: 'MN' });
    expect(searchOffline('Austin Texas')[0]).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(searchOffline('Albany New York')[0]).toMatchObject({ city: 'Albany', state: 'NY' });
    const springfields = searchOffline('Springfield', 3);
    expect(springfields).toHaveLength(3);
    expect(new Set(springfields.map((place) => place.state)).size).toBe(3);
    expect(searchOffline('nowhere at all')).toEqual([]);
  });
});

describe('createGeocoder', () => {
  it('works offline without NOMINATIM_URL', async () => {
    const geocoder = createGeocoder({});
    expect(await geocoder.geocode({ address: '1 Main St', city: 'Evanston', state: 'IL' })).toMatchObject({
      city: 'Evanston',
      precision: 'city',
    });
    expect(await geocoder.geocode({ zip: '60606', city: 'Nowhere', state: 'IL' })).toMatchObject({ zip: '60606' });
    expect((await geocoder.search('60201'))[0]?.city).toBe('Evanston');
  });

  it('asks Nominatim for street-level results when configured', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([
        {
          lat: '42.0480',
          lon: '-87.6800',
          display_name: '1603 Orrington Avenue, Evanston, Illinois, 60201, United States',
          address: { city: 'Evanston', state: 'Illinois', 'ISO3166-2-lvl4': 'US-IL', postcode: '60201' },
        },
      ]),
    );
    const geocoder = createGeocoder({ nominatimUrl: 'http://nominatim.test', fetch: fetchMock as typeof fetch });
    const result = await geocoder.geocode({ address: '1603 Orrington Ave', city: 'Evanston', state: 'IL' });
    expect(result).toMatchObject({ latitude: 42.048, longitude: -87.68, city: 'Evanston', state: 'IL' });
    expect(result?.precision).toBe('street');
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('street')).toBe('1603 Orrington Ave');
    expect(url.searchParams.get('countrycodes')).toBe('us');
    // The same question again is answered from memory.
    await geocoder.geocode({ address: '1603 Orrington Ave', city: 'Evanston', state: 'IL' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to the gazetteer when Nominatim fails or finds nothing', async () => {
    const onError = vi.fn();
    const failing = createGeocoder({
      nominatimUrl: 'http://nominatim.test/',
      fetch: (async () => new Response('busy', { status: 503 })) as typeof fetch,
      onError,
    });
    expect((await failing.search('Evanston, IL'))[0]).toMatchObject({ city: 'Evanston', precision: 'city' });
    expect(onError).toHaveBeenCalled();
    const empty = createGeocoder({
      nominatimUrl: 'http://nominatim.test/',
      fetch: (async () => Response.json([])) as typeof fetch,
    });
    expect(await empty.geocode({ address: 'Nowhere Lane', zip: '60201' })).toMatchObject({ zip: '60201' });
  });
});
