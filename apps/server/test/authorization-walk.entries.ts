import type { Party } from './authorization-walk.world';

/** What the authorization walk asks of a route (authorization-walk.cases.ts), and the common answers. */

export type Role = 'anonymous' | 'pending' | 'nonprofit' | 'donor' | 'admin';

export interface AuthEntry {
  /** Callers who may get a 2xx although every id (path, query, body) names the other party's things. */
  allow: readonly Role[];
  /**
   * Callers who may get a 2xx when the account ids of the query and body (`nonprofit_id`, `donor_id`,
   * `user_id`, ...) name themselves and the other ids the other party's things. Default: `allow`.
   */
  allowSelfNamed?: readonly Role[];
  /** Callers whose answers may show the other party's private text. Default: admins, if allowed. */
  sees?: readonly Role[];
  /** Callers whose successful calls may change the other party's rows; these are walked last. */
  changes?: readonly Role[];
  /** Which of the other party's requests a request id names. Default: the approved one. */
  request?: 'pending' | 'approved';
  /** Which of the other party's users an account id names. Default: the caller's kind, else the nonprofit. */
  user?: 'nonprofit' | 'donor';
  /** A file body instead of JSON, for the upload routes. */
  upload?: 'pdf' | 'png';
  /** Query fields that no schema default can fill plausibly. */
  query?: (victim: Party) => Record<string, string>;
  /** A body nearer to what a browser sends than the schema's required fields. */
  body?: (victim: Party) => Record<string, unknown>;
  /** The call ends the caller's session, so it is sent with a session of its own. */
  ownSession?: true;
  /** A stream that never ends: only the status is read. */
  stream?: true;
  /** Why the rule is what it is, where that is not obvious. */
  why?: string;
}

export const EVERYONE: readonly Role[] = ['anonymous', 'pending', 'nonprofit', 'donor', 'admin'];
export const SIGNED_IN: readonly Role[] = ['pending', 'nonprofit', 'donor', 'admin'];
export const ADMIN: readonly Role[] = ['admin'];
export const NOBODY: readonly Role[] = [];

export const publicRead: AuthEntry = { allow: EVERYONE };
/** Reads of one account's things: the account itself (never the caller here) and admins. */
export const ownerOrAdmin: AuthEntry = { allow: ADMIN };
/** Changes an admin may make to anyone's things (and the owner to its own). */
export const adminChanges: AuthEntry = { allow: ADMIN, changes: ADMIN };
