import { importedRow } from './authorization-walk.world';
import { needForm, offerForm } from './support/needs.test-support';
import { ADMIN_AUTH_CASES } from './authorization-walk.admin-cases';
import {
  ADMIN,
  adminChanges,
  EVERYONE,
  NOBODY,
  ownerOrAdmin,
  publicRead,
  SIGNED_IN,
  type AuthEntry,
} from './authorization-walk.entries';

export type { AuthEntry, Role } from './authorization-walk.entries';

/**
 * Who may act on another party's things, route by route (docs/product.md, "API contract": where a
 * call names an account it must be the caller's own, or an admin's doing an admin's job). Every id
 * the walk sends names the other party's user, item, event, request, invoice, chat, notification,
 * document, picture or checkout. A route the app registers without an entry here fails the walk.
 */

const event = () => ({ name: 'Walk picnic', event_type: 'other', event_date: '2150-06-01T12:00:00.000Z' });
const item = () => ({ category: 'Electronics' });
/** The tax report refuses dates after today. */
const today = () => new Date().toISOString().slice(0, 10);
const card = { cardholder_name: 'Walk Tester', card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

export const AUTH_CASES: Record<string, AuthEntry> = {
  'GET /api/docs': publicRead,
  'GET /api/docs/static/index.html': publicRead,
  'GET /api/docs/static/swagger-initializer.js': publicRead,
  'GET /api/docs/json': publicRead,
  'GET /api/docs/yaml': publicRead,
  'GET /api/docs/static/*': publicRead,
  'GET /api/health': publicRead,

  'POST /api/auth/register': {
    allow: EVERYONE,
    why: "signing up with another account's address must leave that account as it is",
    body: (victim) => ({
      role: 'donor',
      email: victim.donor.email,
      password: 'a-strong-password-1',
      name: 'Walk Intruder',
      phone: '555-0101',
      city: 'Chicago',
      state: 'IL',
      company_name: 'Intruder Giving',
      donor_scope: 'citywide',
    }),
  },
  'POST /api/auth/login': {
    allow: NOBODY,
    body: (victim) => ({ email: victim.nonprofit.email, password: 'not-their-password-1' }),
  },
  'POST /api/auth/logout': { allow: EVERYONE, ownSession: true },
  'GET /api/auth/me': { allow: SIGNED_IN },
  'GET /api/auth/session': publicRead,
  'POST /api/auth/request-verification': {
    allow: EVERYONE,
    why: 'answers alike whether or not the address has an account; a verified account is left alone',
    body: (victim) => ({ email: victim.nonprofit.email }),
  },
  'POST /api/auth/verify-email': { allow: NOBODY, body: () => ({ token: 'walk-not-a-token' }) },
  'POST /api/auth/forgot-password': {
    allow: EVERYONE,
    changes: EVERYONE,
    why: 'anyone may have a reset link mailed to the address of an account (only its owner reads it)',
    body: (victim) => ({ email: victim.nonprofit.email }),
  },
  'POST /api/auth/reset-password': {
    allow: NOBODY,
    body: () => ({ token: 'walk-not-a-token', password: 'a-strong-password-2' }),
  },

  'GET /api/dev/mailbox': {
    allow: ADMIN,
    allowSelfNamed: SIGNED_IN,
    why: 'outside production a user reads its own mail, an admin everyone’s',
    query: (victim) => ({ to: victim.nonprofit.email }),
  },
  'GET /api/dev/test-login': publicRead,
  'POST /api/contact': {
    allow: EVERYONE,
    body: () => ({
      name: 'Walk Visitor',
      email: 'visitor@example.org',
      inquiryType: 'general',
      subject: 'Hello',
      message: 'A question about the marketplace.',
    }),
  },

  'GET /api/impact': publicRead,
  'GET /api/nonprofit/:id/impact': ownerOrAdmin,
  'GET /api/donors/:donor_id/impact': ownerOrAdmin,

  'GET /api/items': {
    allow: EVERYONE,
    sees: NOBODY,
    why: "listed items are public; the other donor's disabled item never shows, not even to admins",
  },
  'GET /api/categories': publicRead,
  'GET /api/locations': publicRead,
  'GET /api/donor-scope-options': publicRead,
  'POST /api/items': {
    allow: NOBODY,
    allowSelfNamed: ['donor'],
    body: item,
    why: 'only a donor lists items, and only its own (an admin cannot yet)',
  },
  'PUT /api/items/:id': { allow: NOBODY, body: item },
  'PUT /api/items/:id/status': { allow: NOBODY },
  'PUT /api/items/:id/cost-basis': { allow: NOBODY, body: () => ({ cost_basis: 10 }) },

  'POST /api/documents/upload': { allow: SIGNED_IN, upload: 'pdf' },
  'GET /api/documents/:id': { ...ownerOrAdmin, why: 'tax-exempt letters are private to their owner and admins' },
  'POST /api/items/upload-image': { allow: ['donor'], upload: 'png' },
  'DELETE /api/items/delete-image/:public_id': { allow: NOBODY, why: 'only the donor who uploaded a picture' },
  'GET /api/images/:file': { allow: EVERYONE, why: 'pictures show on public listings' },
  'POST /api/listing-imports/preview': {
    allow: ['donor'],
    upload: 'png',
    why: "a donor checks its own file against its own listings; nothing is saved and no one else's things are named",
  },
  'POST /api/listing-imports': {
    allow: ['donor'],
    body: (victim) => ({ rows: [{ row: 2, values: importedRow(`walk ${victim.marker}`) }] }),
    why: "a donor lists its own items; the rows name no one else's things",
  },
  'GET /api/listing-imports/:id': { allow: NOBODY, why: "only the import's own donor" },
  'GET /api/listing-imports/template.xlsx': {
    allow: ['donor'],
    why: 'the same template for every donor: the columns and two made-up example rows',
  },

  ...ADMIN_AUTH_CASES,

  'GET /api/nonprofit/:id/token-balance': ownerOrAdmin,
  'POST /api/requests': { allow: NOBODY, why: "a request names the nonprofit's own event" },
  'POST /api/requests/batch': { allow: NOBODY },
  // Only the request's own donor or nonprofit: these routes refuse admins too.
  'POST /api/requests/:request_id/respond': { allow: NOBODY, request: 'pending' },
  'POST /api/requests/:request_id/cancel': { allow: NOBODY, request: 'pending' },
  // Its own nonprofit, its own donor, or an admin (who is offered no actions).
  'GET /api/requests/:request_id': ownerOrAdmin,

  'GET /api/nonprofit/:id/needs': { ...ownerOrAdmin, why: "a nonprofit's needs with the offers made on them" },
  'POST /api/nonprofit/:id/needs': {
    allow: NOBODY,
    body: () => needForm(),
    why: 'a nonprofit posts its own needs only',
  },
  'PUT /api/needs/:need_id': { allow: NOBODY, body: () => needForm(), why: 'only the need’s own nonprofit edits it' },
  'POST /api/needs/:need_id/close': { allow: NOBODY, why: 'only the need’s own nonprofit closes it' },
  'GET /api/needs': {
    allow: NOBODY,
    allowSelfNamed: ['donor'],
    why: "a donor reads its own board: other nonprofits' open needs in its reach, never the offers made on them",
  },
  'POST /api/needs/:need_id/offers': {
    allow: NOBODY,
    allowSelfNamed: ['donor'],
    changes: ['donor'],
    body: () => offerForm(),
    why: 'any donor whose reach covers a need may answer it as itself; the nonprofit is told (its bell)',
  },
  'GET /api/donor/:donor_id/need-offers': ownerOrAdmin,
  'POST /api/need-offers/:offer_id/accept': { allow: NOBODY, why: 'only the need’s own nonprofit decides its offers' },
  'POST /api/need-offers/:offer_id/decline': { allow: NOBODY, why: 'only the need’s own nonprofit decides its offers' },

  'GET /api/nonprofit/:id/events': ownerOrAdmin,
  'POST /api/nonprofit/:id/events': { ...adminChanges, body: event },
  'PUT /api/events/:id': { ...adminChanges, body: event },
  'DELETE /api/events/:id': adminChanges,
  'GET /api/events/:id/analytics': ownerOrAdmin,
  'GET /api/dashboard/nonprofit/:id/detailed': ownerOrAdmin,
  'GET /api/dashboard/donor/:donor_id/detailed': ownerOrAdmin,
  'GET /api/donors/:donor_id/tax-report': {
    ...ownerOrAdmin,
    query: () => ({ start_date: '2000-01-01', end_date: today(), format: 'json', tz: 'UTC' }),
  },
  'GET /api/requests/:id/acknowledgement': ownerOrAdmin,
  'POST /api/donors/:donor_id/tax-packets': {
    ...adminChanges,
    body: () => ({ start_date: '2025-01-01', end_date: '2025-12-31', tz: 'UTC' }),
    why: "an admin may ask for a donor's packet; nobody else for another donor's",
  },
  'GET /api/donors/:donor_id/tax-packets': ownerOrAdmin,
  'GET /api/tax-packets/:id': ownerOrAdmin,
  'GET /api/tax-packets/:id/pdf': ownerOrAdmin,
  'GET /api/tax-packets/:id/csv': ownerOrAdmin,
  'GET /api/nonprofit/:nonprofit_id/section-b-gifts': ownerOrAdmin,
  'POST /api/requests/:id/form-8283-signature': {
    allow: NOBODY,
    body: () => ({ signer_name: 'Walk Tester', signer_title: 'Director', authorized: true }),
    why: 'only the nonprofit that received the gift signs its Form 8283 Part V; donor and admins read it',
  },
  'POST /api/requests/:id/form-8282-disposal': {
    allow: NOBODY,
    body: () => ({ disposed_on: today(), method: 'sold' }),
    why: 'only the nonprofit that received the gift records its disposal',
  },
  'POST /api/requests/:id/acknowledgement/signature': { allow: NOBODY, why: 'only the receiving nonprofit signs' },
  'POST /api/requests/:id/acknowledgement/corrections': { allow: NOBODY, why: 'only the receiving nonprofit corrects' },
  'GET /api/acknowledgements/awaiting-signature': { allow: ['pending', 'nonprofit'], why: "a nonprofit's own list" },

  'GET /api/token-bundles': publicRead,
  'POST /api/stripe-token-purchase': {
    allow: NOBODY,
    allowSelfNamed: ['nonprofit'],
    why: 'an approved nonprofit buys tokens for itself',
  },
  'GET /api/stripe-payment-status/:sessionId': adminChanges,
  'GET /api/payments/checkout/status/:session': adminChanges,
  'POST /api/payments/webhook': { allow: NOBODY, why: "only the provider's signed webhook" },
  'POST /api/sandbox-checkout/:id/pay': {
    allow: EVERYONE,
    changes: EVERYONE,
    body: () => card,
    why: "the sandbox's hosted page, like Stripe's: its unguessable session id is the key, no sign-in",
  },
  'GET /sandbox-checkout/:id': { allow: EVERYONE, why: 'the hosted checkout page, reached by its session id' },
  'GET /api/nonprofit/:id/payments': ownerOrAdmin,
  'POST /api/payments/checkout/session': { allow: NOBODY, why: 'the nonprofit pays its own invoices' },
  'POST /api/payments/:paymentId/pay': { allow: NOBODY },

  'GET /api/chat/conversations': { ...ownerOrAdmin, allowSelfNamed: SIGNED_IN },
  'GET /api/chat/conversations/:id/messages': ownerOrAdmin,
  'POST /api/chat/conversations/:id/read': adminChanges,
  'POST /api/chat/conversations/:id/messages': adminChanges,
  'POST /api/chat/requests/:request_id/messages': {
    allow: NOBODY,
    request: 'pending',
    why: "Only the request's own donor and nonprofit write about it (admins too are refused): the parties are read from the request.",
  },

  'GET /api/notifications/:userId': { allow: NOBODY, why: 'the bell is its owner’s alone, admins included' },
  'PATCH /api/notifications/:id/read': { allow: NOBODY },
  'POST /api/notifications/:userId/read-all': { allow: NOBODY },
  'PATCH /api/notifications/broadcasts/:id/read': {
    allow: SIGNED_IN,
    why: 'a broadcast is its whole audience’s; reading it writes only the caller’s own receipt',
  },
  'POST /api/notifications/broadcasts/:id/dismiss': {
    allow: SIGNED_IN,
    why: 'a broadcast is its whole audience’s; dismissing it writes only the caller’s own receipt',
  },
  'GET /api/stream': { allow: SIGNED_IN, stream: true, why: 'each caller hears only its own events' },

  'POST /api/requests/:request_id/delivery-method': { allow: NOBODY },
  'POST /api/requests/:request_id/coordinate-pickup': { allow: NOBODY },
  'POST /api/requests/:request_id/mark-sent': { allow: NOBODY },
  'POST /api/confirm-delivery/:request_id': { allow: NOBODY, why: 'the emailed link carries a signed token' },
  'GET /api/pending-delivery-coordinations': { ...ownerOrAdmin, allowSelfNamed: SIGNED_IN },
  'GET /api/geocode/search': publicRead,

  'GET /api/nonprofit/:id/profile': ownerOrAdmin,
  'GET /api/donor/:donor_id/profile': ownerOrAdmin,
  'PUT /api/users/:id': { allow: NOBODY, why: "an admin edits someone else's account through the admin's edit" },
  'POST /api/users/:id/logo': { allow: NOBODY, upload: 'png' },
  'PUT /api/users/:id/tour': { allow: NOBODY },
};
