import {
  AUTH_MESSAGES,
  emailOnlySchema,
  loginRequestSchema,
  messageResponseSchema,
  PROFILE_MESSAGES,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  tokenOnlySchema,
  userResponseSchema,
  verifyEmailResponseSchema,
} from '@app/shared';
import { z } from 'zod';
import { requireUser } from '#src/platform/auth/guards';
import { SESSION_COOKIE } from '#src/platform/auth/session';
import { clearSessionCookie, setSessionCookie } from '#src/platform/auth/session-plugin';
import { createUploadToken } from '#src/platform/auth/upload-token';
import { badRequest } from '#src/platform/errors';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { presentSessionUser } from './auth.presenter';
import { login, logout, register } from './auth.service';
import { KNOWN_DEVICE_COOKIE, setKnownDeviceCookie } from './known-device';
import { requestVerification, verifyEmail } from './email-verification.service';
import { forgotPassword, resetPassword } from './password-reset.service';

const tags = ['auth'];

export const authRoutes: FeatureRoutes = (app, ctx) => {
  const secureCookies = ctx.config.publicUrl.startsWith('https:');

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Sign up as a nonprofit or donor (email must be verified before logging in)',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const user = await register(ctx, request.body, request.ip);
      const isNonprofit = user.role === 'nonprofit';
      return reply.status(201).send({
        user: presentSessionUser(user),
        message: isNonprofit ? AUTH_MESSAGES.registeredNonprofit : AUTH_MESSAGES.registeredDonor,
        upload_token: isNonprofit ? createUploadToken(ctx.config.sessionSecret, user.id) : null,
      });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with email and password; sets the session cookie and the known-device cookie',
        body: loginRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user, sessionToken, knownDeviceCookie } = await login(ctx, {
        ...request.body,
        ip: request.ip,
        knownDeviceCookie: request.cookies[KNOWN_DEVICE_COOKIE],
      });
      setSessionCookie(reply, sessionToken, secureCookies);
      setKnownDeviceCookie(reply, knownDeviceCookie, secureCookies);
      return { user: presentSessionUser(user) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the current session and clear its cookie',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await logout(ctx, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ session: [] }],
        response: { 200: userResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: presentSessionUser(requireUser(request)) }),
  );

  // What the web app asks on every page load. A visitor is an expected answer, not a failure: a 401
  // here would be logged by the browser as a failed request on every page a visitor opens.
  app.get(
    '/auth/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or null when there is no valid session (never 401)',
        security: [{}, { session: [] }],
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ user: request.user ? presentSessionUser(request.user) : null }),
  );

  app.post(
    '/auth/request-verification',
    {
      schema: {
        tags,
        summary: 'Email a new verification link (same answer whether or not the account exists)',
        body: emailOnlySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestVerification(ctx, request.body.email);
      return { message: AUTH_MESSAGES.verificationSent };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify an email address with the emailed token (sign-up, or a new address given in the profile)',
        body: tokenOnlySchema,
        response: { 200: verifyEmailResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { user, emailChanged } = await verifyEmail(ctx, request.body.token);
      return {
        user: presentSessionUser(user),
        message: emailChanged ? PROFILE_MESSAGES.emailChanged : AUTH_MESSAGES.emailVerified,
      };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      // Any bad address is one sentence, not a list of issues.
      attachValidation: true,
      schema: {
        tags,
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: emailOnlySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      if (request.validationError) throw badRequest(AUTH_MESSAGES.invalidEmail);
      await forgotPassword(ctx, request.body.email);
      return { message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the emailed reset token; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};
