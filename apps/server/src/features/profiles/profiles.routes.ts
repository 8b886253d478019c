import {
  donorProfileParamsSchema,
  donorProfileSchema,
  idParamSchema,
  LISTING_RULES,
  logoUploadSchema,
  nonprofitProfileSchema,
  profileSchema,
  profileUpdateSchema,
  tourStateSchema,
  tourUpdateSchema,
  UPLOAD_FIELD,
} from '@app/shared';
import { requireAccountOrAdmin } from '#src/platform/auth/account-guards';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { readImagePart } from '../uploads';
import { admitLogoUpload, LOGO_UPLOADS_PER_HOUR, uploadLogo } from './profile-logo.service';
import { updateOwnProfile } from './profile-update.service';
import { requireOwnAccount, requireProfileAccount } from './profiles.policy';
import { readProfile, setTourCompleted } from './profiles.service';

const tags = ['profiles'];
const security = [{ session: [] }];

export const profileRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/nonprofit/:id/profile',
    {
      schema: {
        tags,
        security,
        summary: "A nonprofit's profile: that nonprofit or an admin",
        params: idParamSchema,
        response: { 200: nonprofitProfileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireAccountOrAdmin(request, request.params.id, 'nonprofit');
      return readProfile(ctx, request.params.id, 'nonprofit');
    },
  );

  app.get(
    '/donor/:donor_id/profile',
    {
      schema: {
        tags,
        security,
        summary: "A donor's profile: that donor or an admin",
        params: donorProfileParamsSchema,
        response: { 200: donorProfileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireAccountOrAdmin(request, request.params.donor_id, 'donor');
      return readProfile(ctx, request.params.donor_id, 'donor');
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit your own profile (nonprofit or donor); answers the fresh profile',
        description:
          "That user only (admins edit accounts with PUT /admin/users/{id}/update). A missing field stays as it is; blank clears an optional one. Changing email needs current_password and takes effect when the link emailed to the new address is opened (pending_email until then). An address change places the account again (coordinates are never sent); a donor's items follow its place and reach. 400 with detail for bad input (also a duplicate EIN, or an EIN change after approval), nothing changed.",
        params: idParamSchema,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = requireProfileAccount(requireOwnAccount(request, request.params.id));
      return updateOwnProfile(ctx, user, request.body);
    },
  );

  app.post(
    '/users/:id/logo',
    {
      schema: {
        tags,
        security,
        summary: `Upload a logo: JPEG, PNG, GIF or WebP up to ${LISTING_RULES.maxImageBytes / 1_048_576} MB, multipart field "${UPLOAD_FIELD}"; answers its logo_url, which becomes the logo only when the profile is saved with it`,
        description: `That user only. Re-encoded like item pictures (WebP, no metadata) and public at /api/images/{public_id}.webp. The profile is unchanged until PUT /users/{id} saves logo_url (Cancel keeps the old logo); an upload never saved is removed with the unused pictures a day later. ${LOGO_UPLOADS_PER_HOUR} uploads an hour (429).`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: logoUploadSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = requireProfileAccount(requireOwnAccount(request, request.params.id));
      await admitLogoUpload(ctx, user);
      return uploadLogo(ctx, user, await readImagePart(app, request));
    },
  );

  app.put(
    '/users/:id/tour',
    {
      schema: {
        tags,
        security,
        summary: 'Record that you finished or skipped the guided tour (completed: true), or want it again (false)',
        description: 'That user only. GET /auth/me carries tour_completed.',
        params: idParamSchema,
        body: tourUpdateSchema,
        response: { 200: tourStateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireOwnAccount(request, request.params.id);
      return setTourCompleted(ctx, user, request.body.completed);
    },
  );
};
