// zod/mini, not zod: the same rules and core at a fraction of the size, which
// keeps the form widgets within a partner page's budget.
import * as z from 'zod/mini';
import { messages } from '../content/messages';
import { stripInvisible } from './strip-invisible';

const { validation } = messages;

/**
 * Letters of any script (José, Zoë, Łukasz) with their combining marks, words
 * separated by spaces; a joiner (ZWNJ, ZWJ) only between letters, as Persian
 * and Indic names are spelt.
 */
const lettersAndSpaces =
  /^[\p{L}\p{M}]+(?:[\u200C\u200D][\p{L}\p{M}]+)*(?: +[\p{L}\p{M}]+(?:[\u200C\u200D][\p{L}\p{M}]+)*)*$/u;

/** Digits with the usual separators and an optional leading +; at least 7 and at most 15 digits (E.164). */
const phonePattern = /^\+?[0-9 ().-]{7,24}$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** Longest single-line value we accept; generous for names and e-mails, far below abuse. */
export const LINE_MAX = 120;
/** Longest message, comment or other multi-line text. */
export const TEXT_MAX = 5000;

/** Every text field drops invisible format characters first (strip-invisible.ts), so none reaches the mail. */
const visible = () => z.overwrite(stripInvisible);

/** A required text field; `field` is its name as the visitor reads it ('name'). */
export const required = (field: string, max = LINE_MAX) =>
  z
    .string({ error: validation.required(field) })
    .check(
      visible(),
      z.trim(),
      z.minLength(1, validation.required(field)),
      z.maxLength(max, validation.maxLength(field, max)),
    );

/** A required name: letters of any script and spaces only. */
export const personName = (field = 'name') =>
  required(field).check(z.regex(lettersAndSpaces, validation.lettersAndSpaces(field)));

/** A required e-mail address. */
export const email = (field = 'email') => z.pipe(required(field, 254), z.email(validation.email(field)));

/** A required phone number. */
export const phone = (field = 'phone') =>
  required(field, 24).check(
    z.refine(
      (value) => phonePattern.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15,
      validation.phone(field),
    ),
  );

/** A required choice among `values` (the placeholder's empty value reads as missing). */
export const choice = (field: string, values: readonly string[]) =>
  required(field).check(z.refine((value) => values.includes(value), validation.choice(field)));

/** A required slug: lower-case letters, digits and hyphens (the post a comment is on). */
export const slug = (field: string) => required(field).check(z.regex(/^[a-z0-9-]+$/, validation.choice(field)));

/** A required multi-line text (message, comment): line breaks allowed, length capped. */
export const text = (field: string) => required(field, TEXT_MAX);

/** An optional multi-line text: empty becomes ''. */
export const optionalText = (field: string) =>
  z.pipe(
    z.optional(z.string().check(visible(), z.trim(), z.maxLength(TEXT_MAX, validation.maxLength(field, TEXT_MAX)))),
    z.transform((value: string | undefined) => value ?? ''),
  );

/** True when a single-line value carries a line break, which no single-line field may hold. */
export const singleLine = (value: string) => !/[\r\n]/.test(value);

/** A box the visitor must tick: its value is 'yes' when ticked and absent when not, as a browser posts a checkbox. */
export const accepted = (field: string) =>
  z
    .string({ error: validation.accepted(field) })
    .check(z.refine((value) => value === 'yes', validation.accepted(field)));
