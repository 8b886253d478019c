import {
  CHAT_RULES,
  chatMessageSchema,
  chatMessagesResponseSchema,
  chatReadResponseSchema,
  conversationsResponseSchema,
  rowIdSchema,
  sendChatMessageSchema,
  userIdQuerySchema,
} from '@app/shared';
import { z } from 'zod';
import { errorResponses } from '#src/platform/http/error-responses';
import type { FeatureRoutes } from '#src/platform/http/feature';
import { listConversations, markConversationRead, readConversation } from './chat-read.service';
import { sendRequestMessage } from './chat-request.service';
import { sendChatMessage } from './chat-send.service';
import { requireChatUser } from './chat.policy';

const tags = ['chat'];
const security = [{ session: [] }];
const conversationParams = z.object({ id: rowIdSchema });
const requestParams = z.object({ request_id: rowIdSchema });

/** The delivery chat of approved requests (docs/product.md, Chat and notifications). */
export const chatRoutes: FeatureRoutes = (app, ctx) => {
  app.get(
    '/chat/conversations',
    {
      schema: {
        tags,
        summary: `The caller's delivery chats (an admin may name a user), newest activity first (at most ${CHAT_RULES.conversationsLimit}), with unread counts`,
        security,
        querystring: userIdQuerySchema,
        response: { 200: conversationsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = requireChatUser(request, request.query.user_id);
      return listConversations(ctx.db, request.query.user_id ?? user.id);
    },
  );

  app.get(
    '/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: `The latest ${CHAT_RULES.messagesLimit} messages, oldest first, for the two parties and admins; changes nothing (POST .../read marks the chat read)`,
        security,
        params: conversationParams,
        querystring: userIdQuerySchema,
        response: { 200: chatMessagesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireChatUser(request, request.query.user_id);
      return readConversation(ctx.db, user, request.params.id);
    },
  );

  app.post(
    '/chat/conversations/:id/read',
    {
      schema: {
        tags,
        summary:
          "Marks the chat read up to its newest message for the signed-in party, and its message notifications with it (an admin marks nothing); answers the chat and the caller's unread total. No body.",
        security,
        params: conversationParams,
        querystring: userIdQuerySchema,
        response: { 200: chatReadResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireChatUser(request, request.query.user_id);
      return markConversationRead(ctx.db, user, request.params.id);
    },
  );

  app.post(
    '/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: `Posts a message as the signed-in party or admin (1-${CHAT_RULES.messageMaxLength} characters, ${CHAT_RULES.messagesPerMinute} a minute per user)`,
        security,
        params: conversationParams,
        querystring: userIdQuerySchema,
        body: sendChatMessageSchema,
        response: { 201: chatMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = requireChatUser(request, request.query.user_id);
      return reply.status(201).send(await sendChatMessage(ctx, user, request.params.id, request.body.message));
    },
  );

  app.post(
    '/chat/requests/:request_id/messages',
    {
      schema: {
        tags,
        summary: `Writes about one request in its chat, opening the chat if it has none: the request's donor may open it at any stage (before approving too); its nonprofit answers once it is open (1-${CHAT_RULES.messageMaxLength} characters)`,
        description:
          "Only the request's donor and nonprofit (403 for anyone else, admins included; 404 for an unknown request). Opening the chat emails the nonprofit and counts toward the donor's hourly messages. Answers the message, with its conversation_id.",
        security,
        params: requestParams,
        body: sendChatMessageSchema,
        response: { 201: chatMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = requireChatUser(request, undefined);
      return reply
        .status(201)
        .send(await sendRequestMessage(ctx, user, request.params.request_id, request.body.message));
    },
  );
};
