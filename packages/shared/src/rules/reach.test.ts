import { describe, expect, it } from 'vitest';
import type { MarketplaceReach } from '../schemas/items';
import { donorScopeReaches, milesBetween, reachExplanation, type ReachPlace } from './reach';

// Real places: Evanston is 12 miles from downtown Chicago, Springfield IL 180, Oakland 1,850.
const chicago = { latitude: 41.8781, longitude: -87.6298, state: 'IL' };
const evanston = { latitude: 42.0451, longitude: -87.6877, state: 'IL' };
const aurora = { latitude: 41.7606, longitude: -88.3201, state: 'IL' };
const springfield = { latitude: 39.7817, longitude: -89.6501, state: 'IL' };
const oakland = { latitude: 37.8044, longitude: -122.2712, state: 'CA' };
const unplaced: ReachPlace = { latitude: null, longitude: null, state: 'IL' };

describe('donorScopeReaches: the rule that decides reach', () => {
  it('measures great-circle miles', () => {
    expect(milesBetween(chicago, evanston)).toBeCloseTo(12, 0);
    expect(milesBetween(chicago, chicago)).toBe(0);
  });

  it('reaches within 25 miles for the local community and 50 citywide', () => {
    expect(milesBetween(evanston, aurora)).toBeGreaterThan(25);
    expect(milesBetween(evanston, aurora)).toBeLessThan(50);
    expect(donorScopeReaches('local_community', chicago, evanston)).toBe(true);
    expect(donorScopeReaches('local_community', aurora, evanston)).toBe(false);
    expect(donorScopeReaches('citywide', aurora, evanston)).toBe(true);
    expect(donorScopeReaches('citywide', springfield, evanston)).toBe(false);
  });

  it('reaches the same state statewide, everyone nationwide', () => {
    expect(donorScopeReaches('statewide', springfield, evanston)).toBe(true);
    expect(donorScopeReaches('statewide', oakland, evanston)).toBe(false);
    expect(donorScopeReaches('nationwide', oakland, evanston)).toBe(true);
  });

  it('never measures a distance from or to a place that has no coordinates', () => {
    expect(donorScopeReaches('local_community', chicago, unplaced)).toBe(false);
    expect(donorScopeReaches('citywide', unplaced, evanston)).toBe(false);
    expect(donorScopeReaches('statewide', chicago, unplaced)).toBe(true);
    expect(donorScopeReaches('statewide', chicago, { ...unplaced, state: null })).toBe(false);
    expect(donorScopeReaches('nationwide', chicago, { ...unplaced, state: null })).toBe(true);
  });
});

const reach = (patch: Partial<MarketplaceReach>): MarketplaceReach => ({
  out_of_reach: 15,
  out_of_reach_capped: false,
  nearby_only: 15,
  state_only: 0,
  placed: true,
  ...patch,
});

describe('reachExplanation: the reach explanation', () => {
  it('says nothing to anyone who sees every listed item, or when every match reaches the nonprofit', () => {
    expect(reachExplanation(null, 32, { filtered: false })).toBeNull();
    expect(reachExplanation(reach({ out_of_reach: 0, nearby_only: 0 }), 32, { filtered: false })).toBeNull();
    expect(
      reachExplanation(reach({ out_of_reach: 0, nearby_only: 0 }), 0, { search: 'x', filtered: false }),
    ).toBeNull();
  });

  it('speaks of the rest when some items are shown', () => {
    expect(reachExplanation(reach({}), 32, { filtered: false })?.summary).toBe(
      '15 more items are listed, but their donors offer them only near their own locations.',
    );
    expect(reachExplanation(reach({ nearby_only: 10, state_only: 5 }), 32, { filtered: true })?.summary).toBe(
      '15 more items match your filters, but their donors offer them only near their own locations or within their own states.',
    );
  });

  it('says a search matched only items out of reach, and why', () => {
    const explained = reachExplanation(reach({ out_of_reach: 3, nearby_only: 3 }), 0, {
      search: ' Chromebook ',
      filtered: false,
    });
    expect(explained?.summary).toBe(
      '3 items match “Chromebook”, but their donors offer them only near their own locations.',
    );
    expect(explained?.why).toBe(
      "Each donor chooses how far its items reach: within 25 or 50 miles of the donor, within the donor's state, or nationwide. Distances are measured from your shipping address.",
    );
  });

  it('speaks of one item and one donor in the singular', () => {
    expect(
      reachExplanation(reach({ out_of_reach: 1, nearby_only: 0, state_only: 1 }), 0, {
        search: 'globe',
        filtered: true,
      })?.summary,
    ).toBe("1 item matches “globe” and your filters, but its donor offers it only within the donor's own state.");
  });

  it('treats a search without a letter or digit as no search', () => {
    expect(
      reachExplanation(reach({ out_of_reach: 2, nearby_only: 2 }), 0, { search: '  -- ', filtered: false })?.summary,
    ).toBe('2 items are listed, but their donors offer them only near their own locations.');
  });

  it('says when the count stopped at the cap', () => {
    expect(
      reachExplanation(reach({ out_of_reach: 1000, out_of_reach_capped: true }), 24, { filtered: false })?.summary,
    ).toBe('1,000+ more items are listed, but their donors offer them only near their own locations.');
  });

  it('asks an unplaced nonprofit to check its address when nearby items cannot reach it', () => {
    expect(reachExplanation(reach({ placed: false }), 4, { filtered: false })?.checkAddress).toBe(true);
    expect(reachExplanation(reach({ placed: false }), 4, { filtered: false })?.why).toBe(
      'We could not place your shipping address on the map, so items offered only near their donors cannot reach you. Check the address in your profile.',
    );
    // Only statewide items out of reach: the address is not the reason.
    expect(
      reachExplanation(reach({ placed: false, nearby_only: 0, state_only: 15 }), 4, { filtered: false })?.why,
    ).toMatch(/^Each donor chooses/);
  });
});
