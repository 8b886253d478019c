import { HTTP_URL_MESSAGE, LISTING_MESSAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { checkImageFiles, checkImageUrl, IMAGE_URL_DUPLICATE, IMAGE_URL_REQUIRED } from './image-file-checks';
import { imageDisplayName } from './uploader-image';
import { uploadFailureMessage } from './upload-image';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('checkImageFiles', () => {
  it('accepts JPEG, PNG, GIF and WebP files up to 10 MB', () => {
    const batch = [
      file('a.jpg', 'image/jpeg'),
      file('b.png'),
      file('c.gif', 'image/gif'),
      file('d.webp', 'image/webp'),
    ];
    expect(checkImageFiles(batch, 0, 5)).toBeNull();
    expect(checkImageFiles([file('e.png', 'image/png', 10_485_760)], 0, 5)).toBeNull();
  });

  it('refuses a batch holding anything that is not one of the four image types', () => {
    expect(checkImageFiles([file('a.png'), file('notes.pdf', 'application/pdf')], 0, 5)).toBe(
      LISTING_MESSAGES.invalidImageFiles,
    );
    expect(checkImageFiles([file('vector.svg', 'image/svg+xml')], 0, 5)).toBe(LISTING_MESSAGES.invalidImageFiles);
  });

  it('refuses more files than there is room for', () => {
    expect(checkImageFiles([file('a.png'), file('b.png')], 2, 3)).toBe('Maximum 3 images allowed');
    expect(checkImageFiles([file('a.png')], 2, 3)).toBeNull();
  });

  it('names the first file over 10 MB (10,485,760 bytes)', () => {
    expect(checkImageFiles([file('ok.png'), file('huge.png', 'image/png', 10_485_761)], 0, 5)).toBe(
      'File huge.png is too large. Maximum size is 10MB.',
    );
  });

  it('has nothing to say about an empty batch', () => {
    expect(checkImageFiles([], 5, 5)).toBeNull();
  });
});

describe('checkImageUrl', () => {
  it('trims and accepts an http or https address', () => {
    expect(checkImageUrl('  https://example.org/a.jpg ', [], 0, 3)).toEqual({
      url: 'https://example.org/a.jpg',
      error: null,
    });
  });

  it('refuses empty text, other schemes, a repeat and a full list', () => {
    expect(checkImageUrl('   ', [], 0, 3).error).toBe(IMAGE_URL_REQUIRED);
    expect(checkImageUrl('javascript:alert(1)', [], 0, 3).error).toBe(HTTP_URL_MESSAGE);
    expect(checkImageUrl('ftp://example.org/a.jpg', [], 0, 3).error).toBe(HTTP_URL_MESSAGE);
    expect(checkImageUrl('https://example.org/a.jpg', ['https://example.org/a.jpg'], 1, 3).error).toBe(
      IMAGE_URL_DUPLICATE,
    );
    expect(checkImageUrl('https://example.org/b.jpg', [], 3, 3).error).toBe('Maximum 3 images allowed');
  });
});

describe('uploadFailureMessage', () => {
  it("names the file with the server's detail, else the status text", () => {
    expect(
      uploadFailureMessage('a.png', { status: 400, statusText: 'Bad Request', body: { detail: 'Bad type' } }),
    ).toBe('Failed to upload a.png: Bad type');
    expect(uploadFailureMessage('a.png', { status: 413, statusText: 'Payload Too Large', body: null })).toBe(
      'Failed to upload a.png: Payload Too Large',
    );
    expect(uploadFailureMessage('a.png', { status: 0, statusText: '', body: null })).toBe(
      LISTING_MESSAGES.uploadFailedGeneric,
    );
  });
});

describe('imageDisplayName', () => {
  it('prefers the uploaded file name, else the last part of the URL', () => {
    expect(imageDisplayName({ original_filename: 'chair.png', url: '/api/images/x.webp' })).toBe('chair.png');
    expect(imageDisplayName({ original_filename: null, url: 'https://example.org/photos/desk%201.jpg?w=2' })).toBe(
      'desk 1.jpg',
    );
  });
});
