import type { acknowledgementCopy } from './acknowledgement.ts';
import type { Wording } from './catalogue.ts';
import type { serverMessages } from './messages.ts';

/**
 * What only the mail server says, in one language: its refusals and "what to
 * fix" page (messages.ts), the thank-you page of a post sent without
 * JavaScript, and the acknowledgement mail to the sender (acknowledgement.ts).
 */
export interface ServerWording {
  messages: Wording<typeof serverMessages>;
  acknowledgement: Wording<typeof acknowledgementCopy>;
  thankYou: { title: string; back: string };
}
