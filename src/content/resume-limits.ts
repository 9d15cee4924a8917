// Apart from messages.ts so that each language's catalogue can name them
// without making the English messages a chunk of their own.

/** Megabytes a resume may weigh; every language's wording and the form rules share it. */
export const resumeMaxMegabytes = 5;

/** File types a resume may be, as named to the visitor. */
export const resumeTypes = ['pdf', 'doc', 'docx', 'odt', 'rtf'] as const;
