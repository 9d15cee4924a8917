import { randomBytes } from 'node:crypto';

/** Milliseconds since the epoch (13 digits) then randomness: unique, and sorting by name is sorting by age. */
export const mailIdPattern = /^\d{13}-[0-9a-f]{16}$/;

/**
 * A new id for a submission received at `at`: the spool's file name, the
 * PostgreSQL row's key, the Message-ID's local part and what the visitor is
 * told, so a bot answered "accepted" for its honeypot gets one of the same shape.
 */
export const newMailId = (at = new Date()) =>
  `${String(at.getTime()).padStart(13, '0')}-${randomBytes(8).toString('hex')}`;

/** When the submission with this id was accepted (its first 13 digits). */
export const receivedAtOf = (id: string) => new Date(Number(id.slice(0, 13)));
