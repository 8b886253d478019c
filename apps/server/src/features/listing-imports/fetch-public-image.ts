import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { IMPORT_IMAGE_REFUSALS, LISTING_IMPORT_LIMITS } from '@app/shared';
import { isPublicAddress } from './public-address';

/** Why a picture was not fetched, in the donor's words (IMPORT_IMAGE_REFUSALS). */
export class ImageFetchError extends Error {}

export interface FetchImageOptions {
  /**
   * "host:port" pairs that may be reached although they are not public: tests serve pictures from
   * a local HTTP server and name it here. Only tests set it (AppConfig.imageFetchTestHosts is never
   * read from the environment), so a running server refuses loopback and private addresses always.
   */
  testHosts?: readonly string[];
}

/**
 * Resolves the host and hands the connection only public addresses: the check is on the address
 * connected to, so a name that resolves to a public address when checked and a private one when
 * connecting (DNS rebinding) cannot slip through.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(new ImageFetchError(IMPORT_IMAGE_REFUSALS.unresolved), '', 4);
    const usable = addresses.filter((entry) => isPublicAddress(entry.address));
    if (usable.length === 0) return callback(new ImageFetchError(IMPORT_IMAGE_REFUSALS.privateAddress), '', 4);
    if (options.all) return callback(null, usable as unknown as string, 4);
    callback(null, usable[0]!.address, usable[0]!.family);
  });
};

function get(url: URL, signal: AbortSignal, allowed: boolean): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      signal,
      headers: { accept: 'image/*', 'user-agent': 'InKindMarketplace-ImageImport/1' },
      ...(allowed ? {} : { lookup: publicOnlyLookup }),
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

async function readCapped(response: IncomingMessage): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > LISTING_IMPORT_LIMITS.maxImageBytes) {
    response.destroy();
    throw new ImageFetchError(IMPORT_IMAGE_REFUSALS.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LISTING_IMPORT_LIMITS.maxImageBytes) {
      response.destroy();
      throw new ImageFetchError(IMPORT_IMAGE_REFUSALS.tooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads a picture from an outside address for a listing import: http(s) only, public hosts
 * only (each redirect is checked again, up to a few), at most LISTING_IMPORT_LIMITS.maxImageBytes,
 * and all of it within the time-out. Any refusal is an ImageFetchError saying why.
 */
export async function fetchPublicImage(address: string, options: FetchImageOptions = {}): Promise<Buffer> {
  const signal = AbortSignal.timeout(LISTING_IMPORT_LIMITS.imageTimeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImageFetchError(IMPORT_IMAGE_REFUSALS.notHttp);
  }
  try {
    for (let hop = 0; hop <= LISTING_IMPORT_LIMITS.maxImageRedirects; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new ImageFetchError(IMPORT_IMAGE_REFUSALS.notHttp);
      const allowed = options.testHosts?.includes(url.host) ?? false;
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      // An address written as an IP is connected to without a lookup, so it is checked here.
      if (!allowed && isIP(literal) && !isPublicAddress(literal))
        throw new ImageFetchError(IMPORT_IMAGE_REFUSALS.privateAddress);
      const response = await get(url, signal, allowed);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new ImageFetchError(IMPORT_IMAGE_REFUSALS.status(status));
      }
      return await readCapped(response);
    }
    throw new ImageFetchError(IMPORT_IMAGE_REFUSALS.tooManyRedirects);
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    if (signal.aborted) throw new ImageFetchError(IMPORT_IMAGE_REFUSALS.timeout);
    throw new ImageFetchError(IMPORT_IMAGE_REFUSALS.unreachable);
  }
}
