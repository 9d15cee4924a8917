/** Where staff sign-in answers, and where the editor's API begins; the screens are the rest of /admin/. */
export const staffPaths = {
  signIn: '/admin/sign-in',
  callback: '/admin/callback',
  signOut: '/admin/sign-out',
  /** The screens land here after signing in. */
  editor: '/admin/',
  api: '/admin/api/',
  /** The session endpoint: who is signed in, and the CSRF token (EditorSession). */
  session: '/admin/api/session',
} as const;
