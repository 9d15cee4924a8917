// How the server cleans a post's context fields (see lead-source.ts).
import * as z from 'zod/mini';
import { SOURCE_TEXT_MAX, UTM_FIELDS, sourceText, webAddress } from './lead-source.ts';
import { stripInvisible } from './strip-invisible.ts';

const text = (max: number) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => sourceText(value && stripInvisible(value), max)),
  );
const address = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => webAddress(value && stripInvisible(value))),
);

/** The context fields of a post, cleaned: no invisible format characters, addresses http(s) only, texts one line, everything within its length. */
export const leadSourceSchema = z.object({
  source_page: address,
  source_referrer: address,
  ...(Object.fromEntries(UTM_FIELDS.map((field) => [field, text(SOURCE_TEXT_MAX)])) as Record<
    (typeof UTM_FIELDS)[number],
    ReturnType<typeof text>
  >),
  source_label: text(SOURCE_TEXT_MAX),
});
