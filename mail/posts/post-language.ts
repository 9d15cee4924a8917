import type { FastifyRequest } from 'fastify';
import { messages, serverMessages } from '../../src/content/messages.ts';
import { acceptedLocale, defaultLocale, matchLocale, type LocaleCode } from '../../src/content/locales.ts';
import { serverLanguages, type ServerLanguage } from '../../src/content/server-words.ts';

/** The language each post named, once its body is read; before that a request has only its Accept-Language. */
const posted = new WeakMap<FastifyRequest, LocaleCode>();

/**
 * Records the language a post asks to be answered in: its `lang` field (the
 * widget's language, which it adds to every post), else the browser's
 * Accept-Language (a post sent without JavaScript), else English.
 */
export function notePostLanguage(request: FastifyRequest, field: string | undefined): LocaleCode {
  const code = field ? matchLocale(field) : languageOf(request);
  posted.set(request, code);
  return code;
}

/** The language to answer a request in: its post's, else its Accept-Language's, else English. */
export function languageOf(request: FastifyRequest): LocaleCode {
  return posted.get(request) ?? acceptedLocale(request.headers['accept-language']) ?? defaultLocale;
}

/** Each English sentence of messages.ts beside its place, so a refusal thrown in English is answered in the post's language. */
const places = new Map<string, (language: ServerLanguage) => string>();
for (const [key, text] of Object.entries(messages.form))
  if (typeof text === 'string')
    places.set(text, (language) => language.form[key as keyof typeof messages.form] as string);
for (const [key, text] of Object.entries(serverMessages)) {
  if (typeof text === 'string') places.set(text, (language) => language.messages[key as 'busy']);
}
for (const [key, text] of Object.entries(serverMessages.challenge))
  places.set(text, (language) => language.messages.challenge[key as keyof typeof serverMessages.challenge]);

/**
 * A refusal's message in `code`: the server words its FormErrors in English
 * where they arise (often before the body, and so the post's lang, is read),
 * and each is one of messages.ts, so it is looked up here; anything else stays.
 */
export function inLanguage(message: string, code: LocaleCode): string {
  return places.get(message)?.(serverLanguages[code]) ?? message;
}
