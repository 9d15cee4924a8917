/**
 * The environment that leaves the sender's acknowledgement out: the tests of the
 * company mail count what reaches the SMTP sink, and the acknowledgement is a
 * destination of its own, tested with it on (acknowledgement-intake.test.ts,
 * acknowledgement.test.ts). A test that passes ACKNOWLEDGE_FORMS itself wins.
 */
export const ackOff: Record<string, string> = { ACKNOWLEDGE_FORMS: '' };
