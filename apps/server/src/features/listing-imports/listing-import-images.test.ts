import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  IMPORT_IMAGE_REFUSALS,
  importPreviewSchema,
  importRowsCsv,
  listingImportSchema,
  listingSchema,
  LISTING_IMPORT_LIMITS,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { sampleImage } from '#test/support/item-images.test-support';
import { confirmBodyOf, importClient, sheetRow } from '#test/support/listing-imports.test-support';
import { fetchPublicImage } from './fetch-public-image';
import { importImageRunner } from './import-images.worker';
import { isPublicAddress } from './public-address';

describe('public addresses: what an image URL may reach', () => {
  it.each([
    ['93.184.215.14', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['198.18.0.1', false],
    ['::1', false],
    ['::', false],
    ['::ffff:127.0.0.1', false],
    ['64:ff9b::7f00:1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['2002:7f00:1::1', false],
    ['2001:0:4136:e378::1', false],
    ['not-an-ip', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('image URLs of an import: fetched afterwards, public hosts only', () => {
  let server: Server;
  let host: string;
  let t: TestApp;
  let donor: UserRow;
  let png: Buffer;

  beforeAll(async () => {
    png = await sampleImage('png', 900, 600);
    server = createServer((request, response) => {
      if (request.url === '/desk.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      if (request.url === '/to-loopback')
        return response
          .writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/desk.png` })
          .end();
      if (request.url === '/huge') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(Buffer.alloc(LISTING_IMPORT_LIMITS.maxImageBytes + 1));
      }
      if (request.url === '/notes.txt') return response.writeHead(200).end('just words');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Only this test server is let through; production never sets imageFetchTestHosts.
    t = await createTestApp({ imageFetchTestHosts: [host] });
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ['loopback by address', 'http://127.0.0.1:9/a.png'],
    ['loopback by name', 'http://localhost:9/a.png'],
    ['IPv6 loopback', 'http://[::1]:9/a.png'],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:9/a.png'],
    ['a private network', 'http://10.0.0.8/a.png'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data'],
  ])('refuses %s', async (_label, url) => {
    await expect(fetchPublicImage(url)).rejects.toThrow(IMPORT_IMAGE_REFUSALS.privateAddress);
  });

  it('checks every redirect again, refuses other schemes, and caps the size', async () => {
    await expect(fetchPublicImage(`http://${host}/to-loopback`, { testHosts: [host] })).rejects.toThrow(
      IMPORT_IMAGE_REFUSALS.privateAddress,
    );
    await expect(fetchPublicImage('file:///etc/passwd')).rejects.toThrow(IMPORT_IMAGE_REFUSALS.notHttp);
    await expect(fetchPublicImage(`http://${host}/huge`, { testHosts: [host] })).rejects.toThrow(
      IMPORT_IMAGE_REFUSALS.tooLarge,
    );
    expect(await fetchPublicImage(`http://${host}/desk.png`, { testHosts: [host] })).toEqual(png);
  });

  it('adds fetched pictures re-encoded like uploads; a refused one leaves the placeholder and a note', async () => {
    const api = importClient(t);
    const csv = importRowsCsv([
      sheetRow(1, { title: 'Desk with photo', category: 'Furniture', image_urls: `http://${host}/desk.png` }),
      sheetRow(2, { title: 'Desk behind loopback', category: 'Furniture', image_urls: 'http://127.0.0.1:9/desk.png' }),
      sheetRow(3, { title: 'Desk with a text file', category: 'Furniture', image_urls: `http://${host}/notes.txt` }),
    ]);
    const preview = importPreviewSchema.parse((await api.preview(donor, csv)).json());
    const confirmed = listingImportSchema.parse((await api.confirm(donor, confirmBodyOf(preview))).json());
    expect(confirmed.images).toEqual({ total: 3, done: 0, failed: 0 });
    expect(confirmed.finished).toBe(false);

    await importImageRunner(t.ctx).drain();

    const status = listingImportSchema.parse((await api.status(donor, confirmed.id)).json());
    expect(status.images).toEqual({ total: 3, done: 1, failed: 2 });
    expect(status.finished).toBe(true);
    const dashboard = await t.request({ method: 'GET', url: `/api/dashboard/donor/${donor.id}/detailed`, as: donor });
    const listings = listingSchema.array().parse(dashboard.json().listings);
    const byTitle = (title: string) => listings.find((listing) => listing.title === title)!;
    const withPhoto = byTitle('Desk with photo');
    expect(withPhoto.images).toHaveLength(1);
    expect(withPhoto.image_url).toMatch(/^\/api\/images\/[a-f0-9]{32}\.webp$/);
    expect(withPhoto.thumbnail_url).toMatch(/-thumb\.webp$/);
    expect(withPhoto.import_note).toBeNull();
    const served = await t.request({ method: 'GET', url: withPhoto.image_url });
    expect(served.headers['content-type']).toBe('image/webp');

    const refused = byTitle('Desk behind loopback');
    expect(refused.image_url).toBe('/placeholders/furniture.webp');
    expect(refused.import_note).toBe(
      `The picture at http://127.0.0.1:9/desk.png could not be added: ${IMPORT_IMAGE_REFUSALS.privateAddress}`,
    );
    expect(byTitle('Desk with a text file').import_note).toContain(IMPORT_IMAGE_REFUSALS.notAnImage);
  });
});
