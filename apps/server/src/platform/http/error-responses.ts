import { errorResponseSchema } from '@app/shared';

/** The OpenAPI response entries of a route's refusals: every status answers `{ detail }`. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
