import type { SignupRole } from '@app/shared';

declare module '#src/platform/events' {
  interface DomainEvents {
    /** A new account was committed (admin features may notify reviewers of nonprofits). */
    'auth.user_registered': { userId: number; role: SignupRole };
    'auth.email_verified': { userId: number };
    /** The password changed and every session of the user was ended. */
    'auth.password_reset': { userId: number };
  }
}
