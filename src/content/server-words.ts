import { acknowledgementCopy } from './acknowledgement.ts';
import type { Catalogue, Wording } from './catalogue.ts';
import type { ServerWording } from './server-wording.ts';
import { catalogue as arabicForms } from './catalogues/ar.ts';
import { words as arabic } from './catalogues/server-ar.ts';
import { catalogue as germanForms } from './catalogues/de.ts';
import { words as german } from './catalogues/server-de.ts';
import type { LocaleCode } from './locales.ts';
import { messages, serverMessages } from './messages.ts';

/** The server's words in English, from the modules that spell them. */
const english: ServerWording = {
  messages: serverMessages,
  acknowledgement: acknowledgementCopy,
  thankYou: { title: 'Thank you!', back: 'Back to the website' },
};

/** Everything the server says in a language: its own words and the form widgets' catalogue (undefined for English). */
export interface ServerLanguage extends ServerWording {
  code: LocaleCode;
  catalogue?: Catalogue;
  /** The form widgets' toasts, which the server's JSON refusals share. */
  form: Wording<typeof messages.form>;
}

/** The server's words by language; the server imports every catalogue, as a post may come in any. */
export const serverLanguages: Readonly<Record<LocaleCode, ServerLanguage>> = {
  en: { code: 'en', ...english, form: messages.form },
  de: { code: 'de', ...german, catalogue: germanForms, form: germanForms.form },
  ar: { code: 'ar', ...arabic, catalogue: arabicForms, form: arabicForms.form },
};
