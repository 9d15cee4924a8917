/**
 * How many days the personal data sent through the site's forms is kept
 * (applications and resumes, and the form server's copy of every message).
 * The one value: the careers consent, the acknowledgement, the careers page,
 * the privacy policy (its `{{retention.days}}` placeholder) and its FAQ say
 * it, and the form server's RETENTION_DAYS defaults to it. Changing it changes
 * what applicants agree to, and so the consent's version.
 */
export const retentionDays = 30;
