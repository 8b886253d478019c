import {
  emailAnalyticsQuerySchema,
  emailAnalyticsResponseSchema,
  emailResendBodySchema,
  emailResendResponseSchema,
  emailTemplateKeyParamSchema,
  emailTemplatePreviewResponseSchema,
  emailTemplatePreviewSchema,
  emailTemplateUpdateResponseSchema,
  emailTemplateUpdateSchema,
  errorResponseSchema,
  idParamSchema,
} from '@app/shared';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { requireAdmin } from '../admin.policy';
import { getEmailAnalytics } from './admin-email-analytics.service';
import { resendEmail } from './admin-email-resend.service';
import { previewEmailTemplate, updateEmailTemplate } from './admin-email-templates.service';

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };
const admin = { tags: ['admin'], security: [{ session: [] }] };

/** The admin console's Emails tab (docs/product.md, Emails). */
export const adminEmailsRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/admin/email-analytics',
    {
      schema: {
        ...admin,
        summary:
          'Email figures (sent today, delivery emails, success rate, failed, queued), every template with its use, and one page of emails filtered by status and template',
        querystring: emailAnalyticsQuerySchema,
        response: { 200: emailAnalyticsResponseSchema, 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getEmailAnalytics(ctx.db, request.query);
    },
  );

  app.put(
    '/admin/email-templates/:key',
    {
      schema: {
        ...admin,
        summary: "Edit a template's subject and content (only its own placeholders; link placeholders kept); audited",
        params: emailTemplateKeyParamSchema,
        body: emailTemplateUpdateSchema,
        response: {
          200: emailTemplateUpdateResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const caller = requireAdmin(request);
      return updateEmailTemplate(ctx, caller, request.params.key, request.body);
    },
  );

  app.post(
    '/admin/email-templates/:key/preview',
    {
      schema: {
        ...admin,
        summary: 'A draft subject and content rendered with sample data, escaped exactly as sent; nothing is saved',
        params: emailTemplateKeyParamSchema,
        body: emailTemplatePreviewSchema,
        response: {
          200: emailTemplatePreviewResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      return previewEmailTemplate(ctx, request.params.key, request.body);
    },
  );

  app.post(
    '/admin/emails/:id/resend',
    {
      schema: {
        ...admin,
        summary: 'Put a failed email back in the outbox for a new cycle of attempts (sent in the background); audited',
        params: idParamSchema,
        body: emailResendBodySchema,
        response: {
          200: emailResendResponseSchema,
          400: errorResponseSchema,
          ...denied,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const caller = requireAdmin(request);
      return resendEmail(ctx, caller, request.params.id);
    },
  );
};
