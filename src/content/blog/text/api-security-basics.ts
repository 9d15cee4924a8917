import { heading, list, paragraph } from '../../rich';
import { comment } from '../comment';
import { postText } from '../post';

/** The text and comments of the post: the API security basics every product team should ship. */
export const apiSecurityBasicsText = postText({
  body: [
    paragraph(
      'APIs now carry most of the data that flows through a modern business: mobile apps, partner integrations, single-page web apps and internal services all talk through them. They are also where attackers look first, because an API exposes data in a form designed to be read by machines. The good news is that most real incidents exploit basic gaps rather than sophisticated techniques. Closing those gaps is mostly a matter of discipline.',
    ),
    heading('Check authorization on every object'),
    paragraph(
      'The most common serious API flaw is broken object-level authorization: the API checks that a user is signed in, but not that the order, invoice or patient record they ask for belongs to them. Changing an id in the URL is all it takes. Every endpoint that reads or changes a record should confirm ownership or permission on the server, and we write automated tests that try to read another user’s data through every such endpoint.',
    ),
    heading('Use proven authentication, not your own'),
    paragraph(
      'Use a standard such as OAuth 2.0 with OpenID Connect, and a well-maintained library or identity provider. Keep access tokens short-lived, send them only over HTTPS and never put them in URLs, where they end up in logs. API keys are fine for server-to-server calls, but treat them as passwords: store them in a secret manager, rotate them, and give each partner its own key so you can revoke one without breaking the rest.',
    ),
    heading('Validate input, shape output'),
    paragraph(
      'Validate every request against a schema: types, lengths, formats and allowed values. Reject what does not match instead of trying to repair it. Just as important, decide exactly what each response contains. Returning a whole database row and letting the front end pick the fields it needs will leak internal data sooner or later. Explicit response models prevent it.',
    ),
    heading('Limit, log and watch'),
    paragraph(
      'Rate limits protect you from brute-force sign-ins, scraping and runaway client bugs alike. Log authentication failures, permission denials and unusual volumes, without logging passwords, tokens or personal data, and send alerts to someone who will read them. An attack noticed in minutes is an incident; one noticed in months is a breach.',
    ),
    heading('A checklist for your next release'),
    list(
      'Object-level authorization tested for every endpoint',
      'Short-lived tokens, HTTPS only, and no secrets in URLs or source code',
      'Schema validation on every request and explicit response models',
      'Rate limits on sign-in, search and any expensive endpoint',
      'An inventory of every API version that can still be reached, including old ones',
      'Dependencies scanned for known vulnerabilities on every build',
    ),
    paragraph(
      'None of this needs a dedicated security team to get started. It needs the basics to be part of your definition of done and reviewed like any other requirement. Once they are in place, the OWASP API Security Top 10 is a good next read for the whole team.',
    ),
  ],
  comments: [
    comment(
      'c1',
      'Martin Schulz',
      '2025-05-22',
      'A forgotten old API version is how we got caught last year. An inventory sounds boring until you need it.',
      [
        comment(
          'c1-r1',
          'Anand Krishnamurthy',
          '2025-05-22',
          'Exactly. We now make retiring the old version part of the plan for every new one.',
        ),
      ],
    ),
    comment(
      'c2',
      'Aishwarya Menon',
      '2025-05-25',
      'Do you recommend an API gateway for smaller teams, or is it overkill?',
      [
        comment(
          'c2-r1',
          'Anand Krishnamurthy',
          '2025-05-26',
          'For a handful of services, the rate limiting and authentication built into your framework are enough. A gateway starts paying off once several teams publish APIs and you want one place for policies.',
          [
            comment(
              'c2-r1-r1',
              'Aishwarya Menon',
              '2025-05-26',
              'That makes sense. We have three services today, so we will keep it simple for now.',
            ),
          ],
        ),
      ],
    ),
    comment(
      'c3',
      'Chris Donovan',
      '2025-05-29',
      'Testing that one user cannot read another user’s records should be mandatory everywhere. Great post.',
    ),
  ],
});
