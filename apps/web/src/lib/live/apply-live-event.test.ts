import type { AppNotification, ChatMessage, Conversation } from '@app/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  conversationsQueryKeyFor,
  messagesQueryKeyFor,
  notificationsQueryKeyFor,
  pendingDeliveriesQueryKeyFor,
} from '../query-keys';
import { donorNeedOffersQueryKeyFor, nonprofitNeedsQueryKeyFor } from '../needs-query-keys';
import { applyLiveEvent } from './apply-live-event';

const message = (id: number): ChatMessage => ({
  id,
  conversation_id: 7,
  sender_id: 2,
  sender_role: 'donor',
  message: `Hello ${id}`,
  message_type: 'user',
  timestamp: '2026-05-20T12:00:00Z',
});

const notification = (id: number, read = false): AppNotification => ({
  id,
  source: 'notification',
  type: 'message_received',
  title: 'New message',
  message: 'You have a new message',
  read,
  created_at: '2026-05-20T12:00:00Z',
  conversation_id: 7,
  metadata: {},
});

const conversation = { id: 7 } as Conversation;

describe('applyLiveEvent', () => {
  it('appends a new message to the cached conversation once, and marks the list stale', async () => {
    const client = new QueryClient();
    client.setQueryData(messagesQueryKeyFor(7), { messages: [message(1)], conversation });
    client.setQueryData(conversationsQueryKeyFor(1), { conversations: [conversation], unread_total: 0 });
    await applyLiveEvent(client, { type: 'message', data: { conversation_id: 7, message: message(2) } });
    await applyLiveEvent(client, { type: 'message', data: { conversation_id: 7, message: message(2) } });
    const data = client.getQueryData<{ messages: ChatMessage[] }>(messagesQueryKeyFor(7));
    expect(data?.messages.map((entry) => entry.id)).toEqual([1, 2]);
    expect(client.getQueryState(conversationsQueryKeyFor(1))?.isInvalidated).toBe(true);
  });

  it('refetches instead of inserting when the server sent only ids', async () => {
    const client = new QueryClient();
    client.setQueryData(messagesQueryKeyFor(7), { messages: [message(1)], conversation });
    client.setQueryData(notificationsQueryKeyFor(1, true), { notifications: [], unread_count: 0 });
    await applyLiveEvent(client, { type: 'message', data: { partial: true, conversation_id: 7, message_id: 2 } });
    await applyLiveEvent(client, {
      type: 'notification',
      data: { partial: true, notification_id: 3, conversation_id: 7 },
    });
    expect(client.getQueryData<{ messages: ChatMessage[] }>(messagesQueryKeyFor(7))?.messages).toHaveLength(1);
    expect(client.getQueryState(messagesQueryKeyFor(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(notificationsQueryKeyFor(1, true))?.isInvalidated).toBe(true);
  });

  it('leaves conversations that were never loaded alone', async () => {
    const client = new QueryClient();
    await applyLiveEvent(client, { type: 'message', data: { conversation_id: 9, message: message(3) } });
    expect(client.getQueryData(messagesQueryKeyFor(9))).toBeUndefined();
  });

  it('puts a notification at the top of every list and counts it unread', async () => {
    const client = new QueryClient();
    client.setQueryData(notificationsQueryKeyFor(1, true), { notifications: [notification(1, true)], unread_count: 0 });
    client.setQueryData(notificationsQueryKeyFor(1, false), { notifications: [], unread_count: 0 });
    await applyLiveEvent(client, { type: 'notification', data: { notification: notification(2) } });
    await applyLiveEvent(client, { type: 'notification', data: { notification: notification(2) } });
    expect(client.getQueryData(notificationsQueryKeyFor(1, true))).toEqual({
      notifications: [notification(2), notification(1, true)],
      unread_count: 1,
    });
    expect(client.getQueryData(notificationsQueryKeyFor(1, false))).toEqual({
      notifications: [notification(2)],
      unread_count: 1,
    });
  });

  it('refreshes the dashboard when a notification says a letter was signed, and only then', async () => {
    const client = new QueryClient();
    client.setQueryData(['dashboard', 'donor', 2], { incoming_requests: [] });
    await applyLiveEvent(client, { type: 'notification', data: { notification: notification(4) } });
    expect(client.getQueryState(['dashboard', 'donor', 2])?.isInvalidated).toBe(false);
    await applyLiveEvent(client, {
      type: 'notification',
      data: { notification: { ...notification(5), type: 'acknowledgement_signed', conversation_id: null } },
    });
    expect(client.getQueryState(['dashboard', 'donor', 2])?.isInvalidated).toBe(true);
  });

  it.each(['need_offer_received', 'need_offer_accepted', 'need_offer_declined', 'need_offer_expired'])(
    'refreshes the needs board and its offers when the bell says %s',
    async (type) => {
      const client = new QueryClient();
      client.setQueryData(nonprofitNeedsQueryKeyFor(3), { needs: [] });
      client.setQueryData(donorNeedOffersQueryKeyFor(2), { offers: [] });
      await applyLiveEvent(client, {
        type: 'notification',
        data: { notification: { ...notification(6), type, conversation_id: null } },
      });
      expect(client.getQueryState(nonprofitNeedsQueryKeyFor(3))?.isInvalidated).toBe(true);
      expect(client.getQueryState(donorNeedOffersQueryKeyFor(2))?.isInvalidated).toBe(true);
    },
  );

  it('refreshes dashboards and the delivery banner when a request changes', async () => {
    const client = new QueryClient();
    client.setQueryData(['dashboard', 'donor', 2], { incoming_requests: [] });
    client.setQueryData(pendingDeliveriesQueryKeyFor(2), { pending_deliveries: [] });
    await applyLiveEvent(client, {
      type: 'request',
      data: { request_id: 5, change: 'sent', status: 'approved', delivery_status: 'shipped' },
    });
    expect(client.getQueryState(['dashboard', 'donor', 2])?.isInvalidated).toBe(true);
    expect(client.getQueryState(pendingDeliveriesQueryKeyFor(2))?.isInvalidated).toBe(true);
  });
});
