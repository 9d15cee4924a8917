import type { acknowledgementCopy } from './acknowledgement';
import type { Wording } from './catalogue';
import type { serverMessages } from './messages';

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
