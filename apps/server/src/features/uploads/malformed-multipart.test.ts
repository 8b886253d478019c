import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { multipartBody, SAMPLE_FILES } from '#test/setup/multipart';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { MALFORMED_UPLOAD_MESSAGE } from './upload-part';

/** A well-formed one-file body, then broken the ways a client or a proxy breaks it. */
function malformed(kind: 'missing boundary' | 'wrong boundary' | 'truncated body') {
  const body = multipartBody([{ filename: 'picture.png', data: SAMPLE_FILES.png }]);
  if (kind === 'missing boundary') return { payload: body.payload, contentType: 'multipart/form-data' };
  if (kind === 'wrong boundary') return { payload: body.payload, contentType: 'multipart/form-data; boundary=other' };
  return { payload: body.payload.subarray(0, body.payload.length - 40), contentType: body.headers['content-type'] };
}

describe('malformed multipart gets 500 (now 400 with detail on every upload route)', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
  });
  afterAll(() => t.close());

  const routes = {
    'POST /api/documents/upload': () => ({ url: '/api/documents/upload', as: nonprofit }),
    'POST /api/items/upload-image': () => ({ url: '/api/items/upload-image', as: donor }),
    'POST /api/users/{id}/logo': () => ({ url: `/api/users/${donor.id}/logo`, as: donor }),
  };

  for (const kind of ['missing boundary', 'wrong boundary', 'truncated body'] as const) {
    for (const [route, target] of Object.entries(routes)) {
      it(`malformed multipart gets 500: a ${kind} on ${route} gets 400 with detail`, async () => {
        const { payload, contentType } = malformed(kind);
        const { url, as } = target();
        const response = await t.request({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType },
          as,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ detail: MALFORMED_UPLOAD_MESSAGE });
      });
    }
  }

  it('malformed multipart gets 500: a well-formed body still goes through on every route', async () => {
    for (const target of Object.values(routes)) {
      const { url, as } = target();
      const body = multipartBody([{ filename: 'picture.png', data: SAMPLE_FILES.png }]);
      const response = await t.request({ method: 'POST', url, payload: body.payload, headers: body.headers, as });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
  });
});
