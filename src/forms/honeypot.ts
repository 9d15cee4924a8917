/** The name of the hidden trap field; the server's form endpoints look for the same name. */
export const HONEYPOT_NAME = 'website';
