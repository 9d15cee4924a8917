import { randomBytes } from 'node:crypto';

/** A new name for an upload staged while it arrives (form-body.ts writes it; the queue takes it over). */
export const stagedUploadName = () => `upload-${randomBytes(8).toString('hex')}`;

/** The name of every staged upload: what a start may sweep from a staging folder (clear-staging.ts). */
export const isStagedUpload = (name: string) => /^upload-[0-9a-f]{16}$/.test(name);
