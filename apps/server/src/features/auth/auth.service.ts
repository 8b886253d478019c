import { AUTH_MESSAGES, EIN_TAKEN_MESSAGE, type RegisterPayload } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { burnPasswordCheck, hashPassword, verifyPassword } from '#src/platform/auth/passwords';
import { createSession, deleteSession } from '#src/platform/auth/session';
import type { AppContext } from '#src/platform/context';
import { users, USERS_NONPROFIT_EIN_KEY, type NewUserRow, type UserRow } from '#src/platform/database/schema';
import { isUniqueViolation } from '#src/platform/database/unique-violation';
import { badRequest, forbidden, unauthorized } from '#src/platform/errors';
import { locateAccount, type AccountAddress } from '../places';
import { findUserByEmail, issueAuthToken, VERIFY_TOKEN_MS } from './auth-tokens';
import { queueVerificationEmail } from './auth.emails';
import {
  claimLoginAttempt,
  clearLoginFailures,
  loginAccountKey,
  loginDeviceKey,
  throttleLoginAddress,
  throttleSignup,
} from './auth.throttle';
import { knownDeviceOf, rememberDevice } from './known-device';
import { assertPasswordAllowed } from './password-policy';
import './auth.events';

type AuthContext = Pick<AppContext, 'db' | 'events'>;
type RegisterContext = Pick<AppContext, 'config' | 'db' | 'events' | 'geocoder' | 'mailer'>;
type LoginContext = Pick<AppContext, 'db' | 'events' | 'config'>;

export { VERIFY_TOKEN_MS } from './auth-tokens';

/** Only the fields of the chosen role are kept (docs/product.md, Accounts and sign-in); admins are never signed up. */
function toUserRow(payload: RegisterPayload, passwordHash: string): NewUserRow {
  const common = {
    email: payload.email,
    passwordHash,
    name: payload.name,
    phone: payload.phone,
    role: payload.role,
    city: payload.city,
    state: payload.state,
    zip: payload.zip,
    preferredContact: payload.preferred_contact,
    website: payload.website,
    emailVerifiedAt: null,
  } satisfies Partial<NewUserRow>;
  if (payload.role === 'nonprofit') {
    return {
      ...common,
      approvalStatus: 'pending',
      organizationName: payload.organization_name,
      ein: payload.ein,
      address: payload.address,
      shippingAddress: payload.shipping_address,
      shippingCity: payload.shipping_city,
      shippingState: payload.shipping_state,
      shippingZip: payload.shipping_zip,
      missionStatement: payload.mission_statement,
      serviceAreas: payload.service_areas,
      logoUrl: payload.logo_url,
      taxExemptDocUrl: payload.tax_exempt_doc_url,
    };
  }
  return {
    ...common,
    approvalStatus: 'approved',
    companyName: payload.company_name,
    donorScope: payload.donor_scope,
    pickupAddress: payload.pickup_address,
    pickupCity: payload.pickup_city,
    pickupState: payload.pickup_state,
    pickupZip: payload.pickup_zip,
    givingPreferences: payload.giving_preferences,
    companyLogoUrl: payload.company_logo_url,
  };
}

/** The new account's address columns, every one present (null when not given). */
function accountAddressOf(row: NewUserRow): AccountAddress {
  return {
    role: row.role,
    address: row.address ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
    zip: row.zip ?? null,
    shippingAddress: row.shippingAddress ?? null,
    shippingCity: row.shippingCity ?? null,
    shippingState: row.shippingState ?? null,
    shippingZip: row.shippingZip ?? null,
    pickupAddress: row.pickupAddress ?? null,
    pickupCity: row.pickupCity ?? null,
    pickupState: row.pickupState ?? null,
    pickupZip: row.pickupZip ?? null,
  };
}

/** The refusal of an EIN another nonprofit has, on the EIN field; it never names that nonprofit. */
const einTaken = () => badRequest([{ loc: ['body', 'ein'], msg: EIN_TAKEN_MESSAGE }]);

/** Whether a nonprofit already has this EIN (stored canonical, as the sign-up schema gives it). */
async function einTakenByNonprofit(db: AppContext['db'], ein: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'nonprofit'), eq(users.ein, ein)))
    .limit(1);
  return taken !== undefined;
}

/**
 * Creates an unverified account and emails its verification link; does not sign in. The answer
 * for a taken address stays "Email already registered" (people need to hear it), and a nonprofit's
 * EIN another nonprofit has is refused on its field without naming that nonprofit; the per-address
 * sign-up limit is what keeps anyone from testing addresses or EINs in bulk. The address given is placed
 * before the account is written (docs/product.md, Places): coordinates never come from the client.
 */
export async function register(ctx: RegisterContext, payload: RegisterPayload, ip: string): Promise<UserRow> {
  await throttleSignup(ctx.db, ip);
  await assertPasswordAllowed(payload.password, payload.email);
  if (await findUserByEmail(ctx.db, payload.email)) throw badRequest(AUTH_MESSAGES.emailTaken);
  // One EIN, one nonprofit (docs/product.md, Accounts and sign-in); the unique index settles a race.
  if (payload.role === 'nonprofit' && (await einTakenByNonprofit(ctx.db, payload.ein))) throw einTaken();
  const passwordHash = await hashPassword(payload.password);
  const row = toUserRow(payload, passwordHash);
  const placed = { ...(await locateAccount(ctx.geocoder, accountAddressOf(row))), placeCheckedAt: new Date() };
  let user: UserRow;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...row, ...placed })
        .returning();
      const token = await issueAuthToken(tx, user!.id, 'verify_email', VERIFY_TOKEN_MS);
      await queueVerificationEmail(ctx, tx, { userId: user!.id, email: user!.email, name: user!.name, token });
      return user!;
    });
  } catch (error) {
    // Two sign-ups with one address, or two nonprofits with one EIN, at the same moment: the unique indexes decide.
    if (isUniqueViolation(error, USERS_NONPROFIT_EIN_KEY)) throw einTaken();
    if (isUniqueViolation(error)) throw badRequest(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  ctx.mailer.wake();
  await ctx.events.emit('auth.user_registered', { userId: user.id, role: payload.role });
  return user;
}

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  /** The browser's known-device cookie, if any. */
  knownDeviceCookie?: string;
}

export interface LoginResult {
  user: UserRow;
  sessionToken: string;
  /** The renewed known-device cookie: this browser is now a known device of the account. */
  knownDeviceCookie: string;
}

/**
 * Checks the password and opens a new session; the caller sets the returned cookies. Failures back
 * off per account, except from a browser that has signed in to the account before: its tries are
 * counted on their own, so strangers guessing cannot lock the owner out.
 */
export async function login(ctx: LoginContext, input: LoginInput): Promise<LoginResult> {
  const secret = ctx.config.sessionSecret;
  await throttleLoginAddress(ctx.db, input.email, input.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const deviceId = user ? knownDeviceOf(secret, input.knownDeviceCookie, user.id) : null;
  const attemptKey = user && deviceId ? loginDeviceKey(user.id, deviceId) : loginAccountKey(input.email);
  await claimLoginAttempt(ctx.db, attemptKey);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  // Told only after the right password, so the answer reveals nothing to a guesser;
  // a right password is not a failure, so it does not keep counting towards the backoff.
  if (!user.emailVerifiedAt) {
    await clearLoginFailures(ctx.db, attemptKey, input);
    throw forbidden(AUTH_MESSAGES.emailNotVerified);
  }
  const sessionToken = await ctx.db.transaction(async (tx) => {
    await clearLoginFailures(tx, attemptKey, input);
    return createSession(tx, user.id);
  });
  return { user, sessionToken, knownDeviceCookie: rememberDevice(secret, input.knownDeviceCookie, user.id) };
}

/** Ends the session behind the cookie, if any. */
export async function logout(ctx: AuthContext, sessionToken: string | undefined): Promise<void> {
  if (sessionToken) await deleteSession(ctx.db, sessionToken);
}
