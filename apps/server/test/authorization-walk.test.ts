import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthWalk, tableGaps, walkAuthorization, type AuthWalk } from './authorization-walk.support';

/**
 * Every route the app registers, called as anonymous, a pending nonprofit, nonprofits A and B,
 * donors A and B and an admin, with every id naming the other party's things: no 2xx the route's
 * entry does not allow, no other party's private text in any answer, none of their rows changed.
 */
describe('authorization walk: no route returns or changes another party’s data', () => {
  let walk: AuthWalk;
  beforeAll(async () => {
    walk = await createAuthWalk();
  });
  afterAll(() => walk.t.close());

  it('a new route without an entry in the authorization table fails the walk', () => {
    expect(walk.routes.length).toBeGreaterThan(40);
    expect(tableGaps(walk.routes)).toEqual({ missing: [], stale: [] });
  });

  it('every route as every caller with the other party’s ids: no refused 2xx, leak or change', async () => {
    const { failures, sent } = await walkAuthorization(walk);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(600);
  }, 180_000);
});
