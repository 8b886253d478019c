import type { AppNotification } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const base: AppNotification = {
  id: 1,
  source: 'notification',
  type: 'delivery_started',
  title: 'Delivery started',
  message: 'Your item is on its way',
  read: false,
  created_at: '2026-05-20T12:00:00Z',
  conversation_id: null,
  metadata: {},
};

describe('notificationTarget', () => {
  it('opens the conversation when there is one', () => {
    expect(notificationTarget({ ...base, conversation_id: 4, metadata: { request_id: 9 } }, 'donor')).toEqual({
      kind: 'chat',
      conversationId: 4,
    });
  });

  it('opens the request on the viewer dashboard otherwise', () => {
    expect(notificationTarget({ ...base, metadata: { request_id: 9 } }, 'donor')).toEqual({
      kind: 'page',
      path: '/donor-dashboard?tab=requests&request=9',
    });
  });

  it.each([
    ['nonprofit', 'need_offer_received', '/nonprofit-dashboard?tab=needs'],
    ['donor', 'need_offer_accepted', '/donor-dashboard?tab=needs'],
    ['donor', 'need_offer_declined', '/donor-dashboard?tab=needs'],
    ['donor', 'need_offer_expired', '/donor-dashboard?tab=needs'],
  ] as const)('sends a %s need notification (%s) to the Needs tab, even with a request', (role, type, path) => {
    expect(notificationTarget({ ...base, type, metadata: { request_id: 9, need_id: 3 } }, role)).toEqual({
      kind: 'page',
      path,
    });
  });

  it('sends a nonprofit invoice notification to the Payments tab', () => {
    expect(notificationTarget({ ...base, type: 'invoice_created', metadata: { request_id: 9 } }, 'nonprofit')).toEqual({
      kind: 'page',
      path: '/nonprofit-dashboard?tab=payments',
    });
  });

  it('sends an account decision to the dashboard, where the checklist shows the next step', () => {
    expect(notificationTarget({ ...base, type: 'account_approved' }, 'nonprofit')).toEqual({
      kind: 'page',
      path: '/nonprofit-dashboard',
    });
    expect(notificationTarget({ ...base, type: 'account_rejected' }, 'nonprofit')).toEqual({
      kind: 'page',
      path: '/nonprofit-dashboard',
    });
  });

  it("sends a donor's Form 8283 Part V signature and Form 8282 disposal to its tax report", () => {
    for (const type of ['form_8283_signed', 'form_8282_disposal'] as const) {
      expect(notificationTarget({ ...base, type, metadata: { request_id: 9 } }, 'donor')).toEqual({
        kind: 'page',
        path: '/donor-dashboard?tab=impact',
      });
    }
  });

  it('opens the request whose acknowledgement was signed or corrected, where its letter downloads', () => {
    expect(
      notificationTarget({ ...base, type: 'acknowledgement_signed', metadata: { request_id: 9 } }, 'donor'),
    ).toEqual({ kind: 'page', path: '/donor-dashboard?tab=requests&request=9' });
  });

  it('has nowhere to go without a conversation or request', () => {
    expect(notificationTarget({ ...base, metadata: { request_id: 'x' } }, 'admin')).toEqual({ kind: 'none' });
  });
});
