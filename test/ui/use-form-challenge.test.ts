// Where a form asks for its proof-of-work: the server its action posts to,
// only for the company's mail forms.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { challengeUrl } from '../../src/ui/use-form-challenge.ts';

describe("a form's challenge address", () => {
  it("is the site's own /mail/challenge for a form on the site", () => {
    assert.equal(
      challengeUrl('/mail/enquiry', 'https://www.company.example/contact'),
      'https://www.company.example/mail/challenge?form=enquiry',
    );
  });

  it("is the company's server for a widget on a partner's page, whose action is absolute", () => {
    assert.equal(
      challengeUrl('https://www.company.example/mail/careers', 'https://partner.example/jobs'),
      'https://www.company.example/mail/challenge?form=careers',
    );
  });

  it("is none for a form a partner points at its own endpoint: the company's server is not asked", () => {
    assert.equal(challengeUrl('https://partner.example/api/leads', 'https://partner.example/contact'), undefined);
    assert.equal(challengeUrl('/contact-us', 'https://partner.example/contact'), undefined);
  });
});
