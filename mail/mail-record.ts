/**
 * One accepted form submission, as the HTTP layer hands it over: which form,
 * its text fields (already validated by the form's zod schema in src/forms),
 * and at most one uploaded file. Nothing here is trusted as header-safe.
 */
export interface MailRecord {
  /** The form's name, from our own route table (`enquiry`, `careers`, ...). */
  form: string;
  fields: Record<string, string>;
  file?: { filename: string; contentType: string; bytes: Buffer };
}

/** A record as it sits in the spool: its id and when it was accepted. */
export interface SpooledMail {
  id: string;
  receivedAt: Date;
  record: MailRecord;
}
