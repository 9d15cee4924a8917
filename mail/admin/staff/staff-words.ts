import { staffPaths } from './staff-paths.ts';

/** A page the sign-in answers a browser with: a heading, sentences and a way on. */
export interface StaffPageWords {
  title: string;
  lines: string[];
  link?: { href: string; text: string };
}

const again = { href: staffPaths.signIn, text: 'Sign in again' };

/**
 * Everything staff sign-in says to a person, in English, the editor's language:
 * the JSON refusals the screens show and the pages a browser lands on. The
 * identity provider's name and address for someone are plain text here; the
 * page escapes them.
 */
export const staffWords = {
  signInFirst: 'Sign in first',
  forgedChange: "This change did not carry the editor's token. Reload the editor and try again.",
  /** Why someone the provider signed in is not let in, by the reason staffVerdict gives. */
  refused: {
    'not-allowed': (who: string): StaffPageWords => ({
      title: 'This address may not use the editor',
      lines: [
        `You signed in as ${who}.`,
        'That address is not allowed to use the editor. If it should be, ask whoever runs the website to allow your domain or group.',
        'To use another account, sign out of this one at your identity provider first.',
      ],
    }),
    unverified: (who: string): StaffPageWords => ({
      title: 'Your address is not verified',
      lines: [
        `You signed in as ${who}.`,
        'Your identity provider has not verified that address, so it cannot be let in.',
      ],
    }),
    'no-email': (who: string): StaffPageWords => ({
      title: 'No e-mail address',
      lines: [
        `You signed in as ${who}.`,
        'Your identity provider gave no e-mail address for your account; the editor needs one to sign your changes.',
      ],
    }),
  },
  expired: {
    title: 'Sign in again',
    lines: ['This sign-in was started too long ago, or in another browser.'],
    link: again,
  },
  failed: {
    title: 'Signing in did not work',
    lines: ["The identity provider's answer could not be accepted."],
    link: again,
  },
  providerDown: {
    title: 'Signing in is unavailable',
    lines: ['The identity provider cannot be reached right now. Try again in a minute.'],
    link: again,
  },
  tooMany: (seconds: number): StaffPageWords => ({
    title: 'Too many sign-in attempts',
    lines: [`Too many sign-ins came from your address. Try again in ${seconds} seconds.`],
  }),
};
