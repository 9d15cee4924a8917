/**
 * Our own tables hold the message; a pg-boss job only says which delivery is
 * due and when. Kept out of job payloads because pg-boss copies a job's row on
 * every retry and keeps finished jobs for a week: a 5 MB resume would be copied
 * each time, and mail given up on must stay until a person deals with it, not
 * until pg-boss's retention ends. bytea also stores the file as is (no base64).
 * mail.delivery holds one row per destination a message was stored for; a
 * message goes once every row is delivered, and stays (mail.failed) once all
 * are settled and any was given up. Safe to run again on an existing schema.
 */
export const SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS mail;
  CREATE TABLE IF NOT EXISTS mail.message (
    id text PRIMARY KEY,
    received_at timestamptz NOT NULL,
    form text NOT NULL,
    fields jsonb NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    failed_at timestamptz,
    failure text
  );
  -- Where the lead came from (lead-source.ts); rows stored before it was kept have NULL.
  ALTER TABLE mail.message ADD COLUMN IF NOT EXISTS source jsonb;
  CREATE TABLE IF NOT EXISTS mail.attachment (
    mail_id text PRIMARY KEY REFERENCES mail.message (id) ON DELETE CASCADE,
    filename text NOT NULL,
    content_type text NOT NULL,
    content bytea NOT NULL
  );
  CREATE TABLE IF NOT EXISTS mail.delivery (
    mail_id text NOT NULL REFERENCES mail.message (id) ON DELETE CASCADE,
    destination text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    delivered_at timestamptz,
    failed_at timestamptz,
    failure text,
    PRIMARY KEY (mail_id, destination)
  );
  -- Messages stored before there were several destinations went to the company inbox alone.
  INSERT INTO mail.delivery (mail_id, destination, attempts, failed_at, failure)
    SELECT id, 'mail', attempts, failed_at, failure FROM mail.message m
    WHERE NOT EXISTS (SELECT 1 FROM mail.delivery d WHERE d.mail_id = m.id);
  -- /healthz's one query reads what is still owed or given up from this index alone, however many were delivered.
  CREATE INDEX IF NOT EXISTS delivery_unsettled ON mail.delivery (destination, mail_id) INCLUDE (failed_at)
    WHERE delivered_at IS NULL;
  CREATE INDEX IF NOT EXISTS message_failed ON mail.message (id) WHERE failed_at IS NOT NULL;
  CREATE OR REPLACE VIEW mail.failed AS
    SELECT id, received_at, form, fields, attempts, failed_at, failure, source FROM mail.message WHERE failed_at IS NOT NULL;
`;

/**
 * The pg-boss queue of one destination's jobs. The company inbox keeps the
 * queue it always had, so jobs queued before an upgrade are still delivered.
 */
export const queueOf = (destination: string) =>
  destination === 'mail' ? 'mail-delivery' : `delivery-${destination.replace(/[^\w-]/g, '-')}`;

/**
 * Settles a message whose deliveries are all settled: gone when all were
 * delivered, else kept as failed with each given-up destination's reason and
 * the most attempts any made.
 */
export const FINISH_MESSAGE = `
  WITH d AS (
    SELECT count(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL) AS owed,
           string_agg(destination || ': ' || failure, '; ' ORDER BY destination) FILTER (WHERE failed_at IS NOT NULL) AS why,
           max(attempts) AS attempts
    FROM mail.delivery WHERE mail_id = $1
  ), gone AS (
    DELETE FROM mail.message WHERE id = $1 AND (SELECT owed = 0 AND why IS NULL FROM d)
  )
  UPDATE mail.message SET failed_at = now(), failure = (SELECT why FROM d), attempts = (SELECT attempts FROM d)
  WHERE id = $1 AND failed_at IS NULL AND (SELECT owed = 0 AND why IS NOT NULL FROM d)`;
