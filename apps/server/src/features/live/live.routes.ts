import { errorResponseSchema } from '@app/shared';
import { z } from 'zod';
import { requireUser } from '#src/platform/auth/guards';
import { tooManyRequests } from '#src/platform/errors';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { openSseStream, type SseStream } from './sse-stream';

// Under most proxies' idle timeouts (nginx: 60 s).
const HEARTBEAT_MS = 25_000;
// Tabs of one user share nothing, so a leaking client could otherwise open streams without end;
// each costs memory and a socket. A refusal rather than closing the oldest: that would let one
// client push every other tab of the account off in a loop. Per instance, as the streams are.
export const MAX_STREAMS_PER_USER = 10;
// What the browser waits before trying again (it backs off on its own; docs/product.md).
const FULL_RETRY_AFTER_SECONDS = 30;
export const TOO_MANY_STREAMS_MESSAGE = `Too many live connections are open for your account (at most ${MAX_STREAMS_PER_USER}). Close a tab or window and try again.`;
// Jittered, so streams opened together (after a deploy) do not all reconnect together.
const MAX_LIFETIME_MS = 30 * 60_000;
// After a gap, so that every browser does not reconnect and refetch in the same second.
const GAP_SPREAD_MS = 5000;

/** GET /api/stream: the signed-in user's live events (docs/product.md, Chat and notifications). */
export const liveRoutes: FeatureRoutes = (app, ctx) => {
  const openByUser = new Map<number, SseStream[]>();

  // app.close() waits for open connections, and an event stream never ends by itself.
  app.addHook('preClose', async () => {
    for (const streams of openByUser.values()) for (const stream of [...streams]) stream.end();
  });

  app.get(
    '/stream',
    {
      schema: {
        tags: ['live'],
        summary: "The signed-in user's live events (server-sent events)",
        description:
          'A text/event-stream: `event: ready` with `{"user_id"}` first, then `message`, `notification`, ' +
          '`request` and `conversation` events whose data is the JSON of LiveEventPayloads (or only ids ' +
          'with `"partial": true` when the full event is too large), and a comment every ' +
          `${HEARTBEAT_MS / 1000} s. At most ${MAX_STREAMS_PER_USER} open streams per user: one more gets 429 until ` +
          `one closes. The stream may close at any time (after ${MAX_LIFETIME_MS / 60_000} min; when events may have been missed): ` +
          'reconnect and refetch. Proxies must not buffer it.',
        security: [{ session: [] }],
        response: {
          200: {
            description: 'Server-sent events, until either side closes the connection',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const streams = openByUser.get(user.id) ?? [];
      if (streams.length >= MAX_STREAMS_PER_USER) {
        throw tooManyRequests(TOO_MANY_STREAMS_MESSAGE, FULL_RETRY_AFTER_SECONDS);
      }
      reply.hijack();
      openByUser.set(user.id, streams);

      let unsubscribe = () => {};
      const stream = openSseStream(request, reply, {
        heartbeatMs: HEARTBEAT_MS,
        maxLifetimeMs: MAX_LIFETIME_MS * (0.75 + Math.random() * 0.25),
        onClose: () => {
          unsubscribe();
          const index = streams.indexOf(stream);
          if (index >= 0) streams.splice(index, 1);
          if (streams.length === 0 && openByUser.get(user.id) === streams) openByUser.delete(user.id);
        },
      });
      streams.push(stream);
      unsubscribe = ctx.live.subscribe(
        user.id,
        (event) => stream.send(event.type, event.data),
        () => setTimeout(() => stream.end(), Math.random() * GAP_SPREAD_MS).unref(),
      );
      stream.send('ready', { user_id: user.id });
    },
  );
};
