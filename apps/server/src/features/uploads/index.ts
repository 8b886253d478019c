// The uploads feature's public surface: what other server features import from it.
export { readImagePart } from './image-upload-part';
// Item pictures and logos are the same kind of public picture: checked, re-encoded, served from /api/images.
export { uploadItemImage as uploadPublicImage } from './item-images.service';
export type { UploadedFile } from './documents.service';
