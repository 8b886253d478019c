import type { SignupRole } from '@app/shared';

/** Carries a raw emailed token: lives only in memory between the commit and the email. */
export interface EmailTokenIssued {
  userId: number;
  email: string;
  name: string;
  token: string;
}

declare module '../../platform/events' {
  interface DomainEvents {
    /** A new account was committed (admin features may notify reviewers of nonprofits). */
    'auth.user_registered': { userId: number; role: SignupRole };
    /** A verification link must be emailed (sign-up or resend). */
    'auth.verification_requested': EmailTokenIssued;
    'auth.email_verified': { userId: number };
    /** A password reset link must be emailed. */
    'auth.password_reset_requested': EmailTokenIssued;
    /** The password changed and every session of the user was ended. */
    'auth.password_reset': { userId: number };
    /** A new sign-in address waits for its link (sent to it); the current address is told. */
    'auth.email_change_requested': EmailTokenIssued & { newEmail: string };
  }
}
