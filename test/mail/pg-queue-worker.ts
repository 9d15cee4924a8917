// A PgQueue instance in its own process, for pg-queue.test.ts to kill with
// SIGKILL: it enqueues COUNT messages (printing each accepted id), then
// delivers to SMTP_URL. On delivery number HANG_AT it hangs right after the
// relay's 250 and before the queue records the delivery, printing the id, so
// the test can kill it at the worst moment: the mail is out, the ack is not.
import { mailDestination } from '../../mail/delivery/mail-destination.ts';
import { createMailSender } from '../../mail/delivery/mail-sender.ts';
import { PgQueue } from '../../mail/queue/pg/pg-queue.ts';

const { PG_URL = '', SMTP_URL = '', STAGING_DIR = '', COUNT = '20', HANG_AT = '5' } = process.env;
const smtp = createMailSender({ smtpUrl: SMTP_URL, outboxDir: '/nonexistent' });
let sends = 0;
const queue = new PgQueue({
  connectionString: PG_URL,
  // The test's own folder: open() sweeps staged uploads from it.
  stagingDir: STAGING_DIR,
  destinations: [
    mailDestination(
      {
        async send(message, id) {
          const note = await smtp.send(message, id);
          if (++sends === Number(HANG_AT)) {
            console.log(`hanging after ${id}`);
            await new Promise(() => undefined);
          }
          return note;
        },
        close: () => smtp.close(),
      },
      { siteName: 'Test', from: 'web@example.com', to: 'sales@example.com' },
    ),
  ],
  retryWindowMs: 60_000,
  expireInSeconds: 2,
  log: { info() {}, warn() {}, error: (object: unknown, message?: string) => console.error(message, object) },
});
await queue.open();
for (let n = 0; n < Number(COUNT); n++)
  console.log(`accepted ${await queue.enqueue({ form: 'contact', fields: { name: `Visitor ${n}` } })}`);
queue.start();
