import { DELIVERY_OPTIONS, DONOR_SCOPES, type DeliveryOption, type DonorScope, type ItemStatus } from '@app/shared';
import type { items } from '../src/platform/database/schema';
import { lookupCity } from '../src/platform/geocoder';

/** Varied but deterministic listing text for the marketplace benchmark (seeded, so runs compare). */

const NOUNS: Record<string, string[]> = {
  Electronics: [
    'laptop',
    'monitor',
    'tablet',
    'projector',
    'printer',
    'router',
    'headphones',
    'speaker',
    'camera',
    'keyboard',
    'docking station',
    'charger',
  ],
  Furniture: [
    'office chair',
    'standing desk',
    'bookshelf',
    'filing cabinet',
    'conference table',
    'sofa',
    'folding chair',
    'storage cabinet',
    'stool',
    'whiteboard stand',
  ],
  Books: [
    'novel set',
    'textbook bundle',
    'picture books',
    'dictionary',
    'cookbook collection',
    'atlas',
    'workbook pack',
    'biography set',
  ],
  Clothing: [
    'winter coats',
    'rain jackets',
    'sweaters',
    'work boots',
    'scrubs',
    'hoodies',
    'gloves',
    'school uniforms',
    'sneakers',
  ],
  'Sports Equipment': [
    'basketballs',
    'soccer balls',
    'yoga mats',
    'bicycle',
    'tennis rackets',
    'helmets',
    'dumbbells',
    'treadmill',
    'baseball gloves',
  ],
  'Office Supplies': [
    'paper reams',
    'ballpoint pens',
    'staplers',
    'binders',
    'sticky notes',
    'envelopes',
    'label maker',
    'desk organizers',
    'shredder',
  ],
  'Art Supplies': [
    'acrylic paints',
    'sketchbooks',
    'easels',
    'watercolor sets',
    'colored pencils',
    'canvas panels',
    'clay',
    'brush sets',
  ],
  'Musical Instruments': [
    'acoustic guitar',
    'keyboard piano',
    'violin',
    'drum kit',
    'trumpet',
    'ukulele',
    'flute',
    'music stands',
  ],
  Toys: [
    'building blocks',
    'board games',
    'puzzles',
    'plush animals',
    'dolls',
    'toy cars',
    'science kits',
    'craft kits',
  ],
  'Kitchen Appliances': [
    'microwave',
    'blender',
    'coffee maker',
    'slow cooker',
    'toaster oven',
    'refrigerator',
    'rice cooker',
    'dishwasher',
  ],
  Tools: [
    'cordless drill',
    'tool kit',
    'ladder',
    'circular saw',
    'wrench set',
    'pressure washer',
    'wheelbarrow',
    'workbench',
  ],
  'Educational Materials': [
    'math manipulatives',
    'flash cards',
    'globe',
    'microscope',
    'lab kits',
    'reading primers',
    'STEM kits',
    'posters',
  ],
  Technology: [
    'software licenses',
    'cloud credits',
    'servers',
    'network switch',
    'VR headsets',
    'Chromebooks',
    '3D printer',
    'smart boards',
  ],
  'Gift Cards': [
    'grocery gift cards',
    'pharmacy gift cards',
    'bookstore gift cards',
    'fuel cards',
    'restaurant gift cards',
    'hardware store cards',
  ],
  Miscellaneous: [
    'backpacks',
    'umbrellas',
    'water bottles',
    'hygiene kits',
    'blankets',
    'tents',
    'strollers',
    'lunch boxes',
  ],
};

const ADJECTIVES = [
  'refurbished',
  'new',
  'gently used',
  'ergonomic',
  'compact',
  'heavy duty',
  'portable',
  'wireless',
  'adjustable',
  'premium',
  'durable',
  'lightweight',
  'vintage',
  'modern',
  'classic',
  'eco friendly',
  'waterproof',
  'kids',
  'adult',
  'commercial grade',
];
const BRANDS = [
  'Acme',
  'Northwind',
  'Contoso',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Hooli',
  'Vandelay',
  'Soylent',
  'Tyrell',
  'Wonka',
  'Cyberdyne',
  'Gringotts',
];
const CONDITIONS = [
  'in excellent condition',
  'barely used',
  'still in original packaging',
  'fully tested and working',
  'with minor cosmetic wear',
  'cleaned and inspected',
];
const USES = [
  'after-school programs',
  'food pantries',
  'shelters',
  'community centers',
  'classrooms',
  'youth sports leagues',
  'senior centers',
  'art therapy groups',
  'job training programs',
  'libraries',
];
const EXTRAS = [
  'Includes power cables and manuals.',
  'Pickup available on weekdays.',
  'Can ship palletized.',
  'Quantities can be split across organizations.',
  'Surplus from an office relocation.',
  'Donated from a product line refresh.',
  'Warranty transferable on request.',
  'Packed in sturdy boxes.',
];

export const BENCH_CITIES: [string, string][] = [
  ['Chicago', 'IL'],
  ['Evanston', 'IL'],
  ['Naperville', 'IL'],
  ['Springfield', 'IL'],
  ['Houston', 'TX'],
  ['Dallas', 'TX'],
  ['Austin', 'TX'],
  ['San Antonio', 'TX'],
  ['Los Angeles', 'CA'],
  ['San Francisco', 'CA'],
  ['San Diego', 'CA'],
  ['Seattle', 'WA'],
  ['Portland', 'OR'],
  ['Denver', 'CO'],
  ['Phoenix', 'AZ'],
  ['Atlanta', 'GA'],
  ['Miami', 'FL'],
  ['Orlando', 'FL'],
  ['New York', 'NY'],
  ['Buffalo', 'NY'],
  ['Boston', 'MA'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['Detroit', 'MI'],
  ['Minneapolis', 'MN'],
  ['Saint Louis', 'MO'],
  ['Nashville', 'TN'],
  ['Charlotte', 'NC'],
  ['Columbus', 'OH'],
  ['Baltimore', 'MD'],
];

/** A small seeded PRNG (mulberry32): the same catalogue on every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const STATUSES: [ItemStatus, number][] = [
  ['available', 0.84],
  ['requested', 0.05],
  ['approved', 0.03],
  ['completed', 0.03],
  ['disabled', 0.03],
  ['pending_review', 0.02],
];

export interface BenchDonor {
  id: number;
  city: string;
  state: string;
  scope: DonorScope;
}

export type NewItem = typeof items.$inferInsert;

/** One item of the benchmark catalogue. */
export function benchItem(rng: ReturnType<typeof random>, donor: BenchDonor, now: number): NewItem {
  const category = rng.pick(Object.keys(NOUNS));
  const noun = rng.pick(NOUNS[category]!);
  const adjective = rng.pick(ADJECTIVES);
  const brand = rng.pick(BRANDS);
  const title = `${brand} ${adjective} ${noun}`;
  const description = [
    `${adjective[0]!.toUpperCase()}${adjective.slice(1)} ${noun} ${rng.pick(CONDITIONS)}.`,
    `Ideal for ${rng.pick(USES)} and ${rng.pick(USES)}.`,
    rng.pick(EXTRAS),
    rng.pick(EXTRAS),
  ].join(' ');
  const options = DELIVERY_OPTIONS.filter(() => rng.next() < 0.5);
  const shippingOptions: DeliveryOption[] = options.length > 0 ? options : [rng.pick(DELIVERY_OPTIONS)];
  let roll = rng.next();
  const status = STATUSES.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'available';
  const quantity = rng.next() < 0.03 ? 0 : 1 + Math.floor(rng.next() * 50);
  const place = lookupCity(donor.city, donor.state)!;
  return {
    donorId: donor.id,
    title,
    description,
    category,
    fmvCents: 500 + Math.floor(rng.next() * 250_000),
    quantity,
    initialQuantity: quantity + Math.floor(rng.next() * 5),
    shippingOptions,
    status,
    city: donor.city,
    state: donor.state,
    latitude: place.latitude + (rng.next() - 0.5) * 0.2,
    longitude: place.longitude + (rng.next() - 0.5) * 0.2,
    donorScope: donor.scope,
    createdAt: new Date(now - Math.floor(rng.next() * 730 * 86_400_000)),
  };
}

export const benchDonorScope = (index: number): DonorScope => DONOR_SCOPES[index % DONOR_SCOPES.length]!;
