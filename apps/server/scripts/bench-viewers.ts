import { createUser } from '../src/factories/users';
import { createSession, SESSION_COOKIE } from '../src/platform/auth/session';
import type { Database } from '../src/platform/database/client';
import { lookupCity } from '../src/platform/geocoder';
import { users } from '../src/platform/database/schema';
import { eq } from 'drizzle-orm';

/**
 * Who looks at the marketplace in the benchmark: a visitor (no session), and approved nonprofits
 * signed in from different places, since what a nonprofit sees depends on where it is
 * (docs/product.md, Marketplace and donor scope).
 */
export interface BenchViewer {
  name: string;
  headers: Record<string, string>;
}

const NONPROFIT_PLACES: [string, string][] = [
  ['Chicago', 'IL'],
  ['Houston', 'TX'],
  ['Los Angeles', 'CA'],
  ['New York', 'NY'],
  ['Denver', 'CO'],
];

/** Browsers ask for compressed answers; the server gzips API answers (docs/decisions/009). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export const sessionCookie = async (db: Database, userId: number) =>
  `${SESSION_COOKIE}=${await createSession(db, userId)}`;

export async function benchViewers(db: Database): Promise<BenchViewer[]> {
  const viewers: BenchViewer[] = [{ name: 'visitor', headers: BROWSER_HEADERS }];
  for (const [index, [city, state]] of NONPROFIT_PLACES.entries()) {
    const place = lookupCity(city, state)!;
    // A database kept between runs (BENCH_DATABASE_URL) already has these nonprofits.
    const email = `bench-nonprofit-${city.toLowerCase().replace(/\W+/g, '-')}@example.org`;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const nonprofit =
      existing ??
      (await createUser(db, {
        email,
        ein: `95-${String(9_000_000 + index)}`,
        role: 'nonprofit',
        approvalStatus: 'approved',
        city,
        state,
        shippingCity: city,
        shippingState: state,
        latitude: place.latitude,
        longitude: place.longitude,
      }));
    viewers.push({
      name: `nonprofit in ${city}`,
      headers: { ...BROWSER_HEADERS, cookie: await sessionCookie(db, nonprofit.id) },
    });
  }
  return viewers;
}
