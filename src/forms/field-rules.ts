// zod/mini, not zod: the same rules and core at a fraction of the size, which
// keeps the form widgets within a partner page's budget.
import * as z from 'zod/mini';
import type { FieldMessages } from './field-messages.ts';
import { stripInvisible } from './strip-invisible.ts';

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

// Each rule takes its field's messages (field-messages.ts), which name the field by its visible label.

/** A required text field. */
export const required = (say: FieldMessages, max = LINE_MAX) =>
  z
    .string({ error: say.required })
    .check(visible(), z.trim(), z.minLength(1, say.required), z.maxLength(max, say.maxLength(max)));

/** Letters of any script and spaces only, as a check to add to a rule. */
export const lettersOnly = (say: FieldMessages) => z.regex(lettersAndSpaces, say.lettersAndSpaces);

/** A required name: letters of any script and spaces only. */
export const personName = (say: FieldMessages) => required(say).check(lettersOnly(say));

/** A required e-mail address. */
// zod's own e-mail pattern as a check of the string, not z.email(): the same rule without a
// string-format type of its own, which keeps the form widgets within their size budget.
export const email = (say: FieldMessages) => required(say, 254).check(z.regex(z.regexes.email, say.email));

/** A required phone number. */
export const phone = (say: FieldMessages) =>
  required(say, 24).check(
    z.refine((value) => phonePattern.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15, say.phone),
  );

/** A required choice among `values` (the placeholder's empty value reads as missing). */
export const choice = (say: FieldMessages, values: readonly string[]) =>
  required(say).check(z.refine((value) => values.includes(value), say.choice));

/** A required slug: lower-case letters, digits and hyphens (the post a comment is on). */
export const slug = (say: FieldMessages) => required(say).check(z.regex(/^[a-z0-9-]+$/, say.choice));

/** A required multi-line text (message, comment): line breaks allowed, length capped. */
export const text = (say: FieldMessages) => required(say, TEXT_MAX);

/**
 * An optional multi-line text. A field left out of a post is '' by then
 * (withEmptyFields), so the rule is a plain string's: no zod optional, pipe or
 * transform, whose classes would cost every form widget most of a kilobyte.
 */
export const optionalText = (say: FieldMessages) =>
  z.string().check(visible(), z.trim(), z.maxLength(TEXT_MAX, say.maxLength(TEXT_MAX)));

/** True when a single-line value carries a line break, which no single-line field may hold. */
export const singleLine = (value: string) => !/[\r\n]/.test(value);

/** A box the visitor must tick: its value is 'yes' when ticked and absent when not, as a browser posts a checkbox. */
export const accepted = (say: FieldMessages) =>
  z.string({ error: say.accepted }).check(z.refine((value) => value === 'yes', say.accepted));
