import { Readable } from 'node:stream';
import { composeMail, type MailEnvelope } from './compose.ts';
import { DestinationError, type Destination } from './destination.ts';
import type { MailSender } from './mail-sender.ts';
import { classifySendFailure } from './send-failure.ts';

/**
 * The company inbox: every post goes here. The message is composed afresh on
 * each attempt under the record's id, so a repeat after a lost reply carries
 * the same Message-ID and the mail client shows it once.
 */
export function mailDestination(sender: MailSender, envelope: MailEnvelope): Destination {
  return {
    name: 'mail',
    wants: () => true,
    async deliver(mail) {
      try {
        return await sender.send(composeMail(mail, envelope), mail.id);
      } catch (error) {
        throw new DestinationError((error as Error).message, { kind: classifySendFailure(error) });
      } finally {
        // An attachment stream the send did not finish must not hold its file open.
        if (mail.file?.content instanceof Readable) mail.file.content.destroy();
      }
    },
    close: () => sender.close(),
  };
}
