// A program's thumbnail is an image uploaded to us (issue 27, item 13): any https address was
// accepted and shown to every visitor of the catalogue, so another site could track them or show
// them anything. Now the builder uploads the image and the program keeps our own address for it.
export const PROGRAM_THUMBNAIL_AREA = 'program-thumbnails';
export const PROGRAM_THUMBNAIL_PREFIX = `/uploads/${PROGRAM_THUMBNAIL_AREA}/`;
export const THUMBNAIL_NOT_UPLOADED_MESSAGE = 'The thumbnail must be an image uploaded to PawsConnect: use "Upload image" in the builder.';
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const THUMBNAIL_TOO_LARGE_MESSAGE = 'Thumbnails can be at most 2 MB.';

/** '/uploads/program-thumbnails/<32 hex>.(jpg|png|webp)': the addresses our uploads get, and nothing else. */
const THUMBNAIL_ADDRESS = /^\/uploads\/program-thumbnails\/[a-f0-9]{32}\.(jpg|png|webp)$/;

export const isProgramThumbnailAddress = (value: string): boolean => THUMBNAIL_ADDRESS.test(value);

/** A stored thumbnail as it may be shown: our own upload, or none (rows saved before the rule). */
export const shownThumbnail = (value: string | null | undefined): string | null =>
  value && isProgramThumbnailAddress(value) ? value : null;
