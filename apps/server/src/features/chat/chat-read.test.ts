import { chatMessagesResponseSchema, chatReadResponseSchema, conversationsResponseSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { conversations, requests, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fundedNonprofit } from '#test/support/requests.test-support';
import { approvedChat, chatClient } from '#test/support/chat.test-support';

describe('reading delivery chats', () => {
  let t: TestApp;
  let api: ReturnType<typeof chatClient>;
  let donor: UserRow;
  let nonprofit: UserRow;
  let otherDonor: UserRow;
  let otherNonprofit: UserRow;
  let admin: UserRow;
  let chat: Awaited<ReturnType<typeof approvedChat>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = chatClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Acme Giving' });
    nonprofit = await fundedNonprofit(t.ctx.db, 1000, { organizationName: 'Harbor Pantry' });
    otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    otherNonprofit = await fundedNonprofit(t.ctx.db, 0);
    admin = await createUser(t.ctx.db, { role: 'admin' });
    chat = await approvedChat(t, donor, nonprofit, 'Laptops');
  });
  afterAll(() => t.close());

  const conversationsOf = async (as: UserRow, userId?: number) => {
    const response = await api.list(as, userId);
    expect(response.statusCode).toBe(200);
    return conversationsResponseSchema.parse(response.json());
  };

  describe('GET /api/chat/conversations', () => {
    it('lists both parties their chat with names, item, delivery and the last message', async () => {
      await t.ctx.db.update(requests).set({ deliveryMethod: 'pickup' }).where(eq(requests.id, chat.requestId));
      for (const party of [donor, nonprofit]) {
        const { conversations: listed } = await conversationsOf(party, party.id);
        const found = listed.find((conversation) => conversation.id === chat.conversation.id);
        expect(found).toMatchObject({
          request_id: chat.requestId,
          item_title: 'Laptops',
          donor_id: donor.id,
          nonprofit_id: nonprofit.id,
          donor_name: 'Acme Giving',
          nonprofit_name: 'Harbor Pantry',
          delivery_method: 'pickup',
          delivery_status: null,
          status: 'active',
          last_message: 'Request approved: Laptops x2. Use this chat to arrange delivery.',
        });
        expect(found!.last_message_at).not.toBeNull();
      }
    });

    it('puts the chat with the newest activity first', async () => {
      const newer = await approvedChat(t, donor, nonprofit, 'Desks');
      const { conversations: listed } = await conversationsOf(donor);
      expect(listed.map((conversation) => conversation.id).slice(0, 2)).toEqual([
        newer.conversation.id,
        chat.conversation.id,
      ]);
      expect((await api.send(nonprofit, chat.conversation.id, { message: 'Bump' })).statusCode).toBe(201);
      expect((await conversationsOf(donor)).conversations[0]!.id).toBe(chat.conversation.id);
    });

    it('shows strangers none of it, and refuses a user_id that is not the caller', async () => {
      expect((await conversationsOf(otherDonor)).conversations).toEqual([]);
      expect((await conversationsOf(otherNonprofit, otherNonprofit.id)).conversations).toEqual([]);
      expect((await api.list(otherDonor, donor.id)).statusCode).toBe(403);
      expect((await api.list(undefined)).statusCode).toBe(401);
      expect((await api.list(donor, 'abc' as unknown as number)).statusCode).toBe(400);
      expect((await api.list(admin, 99_999_999_999)).statusCode).toBe(400);
    });

    it("lets an admin see a named user's chats", async () => {
      const { conversations: listed } = await conversationsOf(admin, nonprofit.id);
      expect(listed.map((conversation) => conversation.id)).toContain(chat.conversation.id);
      expect((await conversationsOf(admin)).conversations).toEqual([]);
    });
  });

  describe('GET /api/chat/conversations/{id}/messages', () => {
    it('shows the parties and admins the messages oldest first, with sender roles', async () => {
      const fresh = await approvedChat(t, donor, nonprofit);
      expect((await api.send(donor, fresh.conversation.id, { message: 'Hello from the donor' })).statusCode).toBe(201);
      expect((await api.send(nonprofit, fresh.conversation.id, { message: 'Hello back' })).statusCode).toBe(201);
      expect((await api.send(admin, fresh.conversation.id, { message: 'Admin here' })).statusCode).toBe(201);
      for (const viewer of [donor, nonprofit, admin]) {
        const response = await api.read(viewer, fresh.conversation.id, viewer.id);
        expect(response.statusCode).toBe(200);
        const body = chatMessagesResponseSchema.parse(response.json());
        expect(body.messages.map((message) => [message.sender_role, message.message_type])).toEqual([
          ['system', 'system'],
          ['donor', 'user'],
          ['nonprofit', 'user'],
          ['admin', 'user'],
        ]);
        expect(body.messages[1]).toMatchObject({ sender_id: donor.id, message: 'Hello from the donor' });
        expect(body.conversation).toMatchObject({ id: fresh.conversation.id, item_title: 'Folding tables' });
      }
    });

    it('refuses strangers (403), unknown chats (404), other user_ids (403) and anonymous callers (401)', async () => {
      expect((await api.read(otherDonor, chat.conversation.id)).statusCode).toBe(403);
      expect((await api.read(otherNonprofit, chat.conversation.id, otherNonprofit.id)).statusCode).toBe(403);
      expect((await api.read(donor, chat.conversation.id, nonprofit.id)).statusCode).toBe(403);
      expect((await api.read(donor, 999_999)).statusCode).toBe(404);
      expect((await api.read(undefined, chat.conversation.id)).statusCode).toBe(401);
    });
  });

  describe('POST /api/chat/conversations/{id}/read', () => {
    it('GET must not change state: reading the messages leaves them unread until POST .../read', async () => {
      const fresh = await approvedChat(t, donor, nonprofit);
      expect((await api.send(donor, fresh.conversation.id, { message: 'Unseen' })).statusCode).toBe(201);
      const readTimeOf = async () =>
        (await t.ctx.db.select().from(conversations).where(eq(conversations.id, fresh.conversation.id)))[0]!
          .nonprofitReadAt;
      const before = await readTimeOf();

      const shown = chatMessagesResponseSchema.parse((await api.read(nonprofit, fresh.conversation.id)).json());
      expect(shown.messages.at(-1)).toMatchObject({ message: 'Unseen' });
      expect(shown.conversation.unread_count).toBe(2);
      expect(await readTimeOf()).toEqual(before);
      const listed = await conversationsOf(nonprofit);
      expect(listed.conversations.find((entry) => entry.id === fresh.conversation.id)!.unread_count).toBe(2);

      const marked = await api.markRead(nonprofit, fresh.conversation.id);
      expect(marked.statusCode).toBe(200);
      expect(chatReadResponseSchema.parse(marked.json()).conversation.unread_count).toBe(0);
      expect(await readTimeOf()).not.toEqual(before);
      // Marking again changes nothing and still answers.
      expect((await api.markRead(nonprofit, fresh.conversation.id)).statusCode).toBe(200);
    });

    it('refuses strangers (403), unknown chats (404), other user_ids (403), anonymous (401) and other sites (403)', async () => {
      expect((await api.markRead(otherDonor, chat.conversation.id)).statusCode).toBe(403);
      expect((await api.markRead(donor, chat.conversation.id, nonprofit.id)).statusCode).toBe(403);
      expect((await api.markRead(donor, 999_999)).statusCode).toBe(404);
      expect((await api.markRead(undefined, chat.conversation.id)).statusCode).toBe(401);
      const crossSite = await t.request({
        method: 'POST',
        url: `/api/chat/conversations/${chat.conversation.id}/read`,
        as: donor,
        headers: { origin: 'https://evil.example' },
      });
      expect(crossSite.statusCode).toBe(403);
    });
  });

  describe('unread counts', () => {
    it('counts what others wrote after my last read, and reading clears it for me only', async () => {
      const fresh = await approvedChat(t, donor, nonprofit);
      const unreadOf = async (user: UserRow) => {
        const list = await conversationsOf(user);
        return {
          chat: list.conversations.find((conversation) => conversation.id === fresh.conversation.id)!.unread_count,
          total: list.unread_total,
        };
      };
      // The approval note is news to both.
      expect((await unreadOf(donor)).chat).toBe(1);
      const nonprofitBefore = await unreadOf(nonprofit);
      expect(nonprofitBefore.chat).toBe(1);

      await api.send(donor, fresh.conversation.id, { message: 'One' });
      await api.send(donor, fresh.conversation.id, { message: 'Two' });
      // Sending reads the chat for the sender; the other party has two more.
      expect((await unreadOf(donor)).chat).toBe(0);
      const nonprofitNow = await unreadOf(nonprofit);
      expect(nonprofitNow.chat).toBe(3);
      expect(nonprofitNow.total).toBe(nonprofitBefore.total + 2);

      const marked = await api.markRead(nonprofit, fresh.conversation.id);
      expect(marked.statusCode).toBe(200);
      const read = chatReadResponseSchema.parse(marked.json());
      expect(read.conversation.unread_count).toBe(0);
      expect(read.unread_total).toBe(nonprofitBefore.total - 1);
      expect((await unreadOf(nonprofit)).chat).toBe(0);
      const [row] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, fresh.conversation.id));
      expect(row!.nonprofitReadAt).not.toBeNull();

      // An admin reading or marking marks nothing for the parties.
      await api.send(nonprofit, fresh.conversation.id, { message: 'Three' });
      await api.read(admin, fresh.conversation.id);
      expect((await api.markRead(admin, fresh.conversation.id)).statusCode).toBe(200);
      expect((await unreadOf(donor)).chat).toBe(1);
      expect(
        (await conversationsOf(admin, donor.id)).conversations.find((c) => c.id === fresh.conversation.id),
      ).toMatchObject({ unread_count: 1 });
    });
  });
});
