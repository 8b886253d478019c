/**
 * The dashboards' guided tours (docs/product.md, Guided tour). Each step points at an element marked
 * `data-tour` (the tabs carry `tab-{value}`), so the tour highlights what it talks about.
 */
export interface TourStep {
  target: string;
  title: string;
  description: string;
}

const INTRO = 'Welcome! This short tour takes about 2 minutes and shows where everything is.';

export const NONPROFIT_TOUR: readonly TourStep[] = [
  {
    target: 'tab-overview',
    title: 'Your overview',
    description: `${INTRO} The overview shows your latest requests and what you have received so far.`,
  },
  {
    target: 'nav-marketplace',
    title: 'The marketplace',
    description: 'Browse items donors are offering near you and request them for your events.',
  },
  {
    target: 'tab-events',
    title: 'Events',
    description: 'Add your galas, drives and programs, and follow the items requested for each.',
  },
  {
    target: 'tab-requests',
    title: 'Requests',
    description:
      'Follow every request: pending, approved, declined or completed, and choose how approved items reach you.',
  },
  {
    target: 'tab-payments',
    title: 'Payments',
    description: 'See your invoices and pay the ones that are due.',
  },
  {
    target: 'impact',
    title: 'Your impact',
    description: 'Requests in progress, items received and their total value, at a glance.',
  },
  {
    target: 'tab-profile',
    title: 'Your profile',
    description: 'Keep your organization details and addresses current so nearby donors can reach you.',
  },
];

export const DONOR_TOUR: readonly TourStep[] = [
  {
    target: 'tab-overview',
    title: 'Your overview',
    description: `${INTRO} The overview sums up your listings, pending requests and conversations.`,
  },
  {
    target: 'tab-listings',
    title: 'Listings',
    description: 'Add the items you want to give, edit them, and turn them on or off.',
  },
  {
    target: 'tab-requests',
    title: 'Requests',
    description: 'Nonprofits ask for your items here: approve, decline or message them.',
  },
  {
    target: 'tab-impact',
    title: 'Impact',
    description: 'What your giving achieved, and a tax report for your accountant.',
  },
  {
    target: 'tab-profile',
    title: 'Your profile',
    description: 'Your company details, giving preferences and pickup location, which sets who sees your items.',
  },
];
