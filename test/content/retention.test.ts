// The retention period, one value (src/content/retention.ts), as every text
// that states it reads: the careers consent, the acknowledgement, the careers
// page, the privacy policy as the build renders it, and its FAQ. Each must
// say it, and none may name another period for keeping a resume or a form.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { loadConfig } from '../../mail/config.ts';
import { acknowledgementCopy } from '../../src/content/acknowledgement.ts';
import { careers } from '../../src/content/careers.ts';
import { consentCopy } from '../../src/content/consent.ts';
import { faq } from '../../src/content/legal.ts';
import { retentionDays } from '../../src/content/retention.ts';
import { loadLegal } from '../../tools/build/content/load-legal.ts';

const stated = `${retentionDays} days`;

/** A period, in figures or in words: "30 days", "12 months", "twelve months", "two weeks". */
const period =
  /\b(\d+|one|two|three|four|six|nine|ten|twelve|eighteen|twenty-four|thirty)[\s-]+(day|week|month|year)s?\b/gi;

/** A sentence about keeping or deleting a resume, an application or what a form sent. */
const aboutKeeping = (sentence: string) =>
  /\b(keep|keeps|kept|delete|deleted)\b/i.test(sentence) &&
  /\b(resumes?|applications?|profile|details|form server)\b/i.test(sentence);

/** The sentences (and list items) of a text; an HTML page's tags stripped first. */
const sentencesOf = (text: string) =>
  text
    .replace(/<\/(li|p|h\d)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The privacy page's prose as the build renders it (both halves, placeholders filled). */
const privacyHtml = loadLegal('privacy').html.join('\n');

/** Every text that tells a visitor or an applicant how long their data is kept. */
const texts: Record<string, string> = {
  'the careers consent': `${consentCopy.careers.before}${consentCopy.careers.link}${consentCopy.careers.after}`,
  'the careers acknowledgement': acknowledgementCopy.forms.careers.paragraphs.join(' '),
  'the careers page': careers.openingsHeading.text ?? '',
  'the privacy policy': privacyHtml,
  'the privacy FAQ': faq.map(({ question, answer }) => `${question} ${answer}`).join('\n'),
};

describe('the retention period', () => {
  for (const [name, text] of Object.entries(texts)) {
    it(`${name} states ${stated}`, () => {
      const stating = sentencesOf(text).filter((sentence) => aboutKeeping(sentence) && sentence.includes(stated));
      assert.ok(stating.length > 0, `${name} never says ${stated}:\n${text}`);
    });

    it(`${name} names no other period for keeping a resume or a form`, () => {
      for (const sentence of sentencesOf(text).filter(aboutKeeping))
        for (const [found] of sentence.matchAll(period))
          assert.equal(found, stated, `${name} says "${found}" in: ${sentence}`);
    });
  }

  it('the privacy policy takes it from the placeholder, never a figure typed in', async () => {
    const source = await readFile('src/content/legal/privacy.md', 'utf8');
    const lines = sentencesOf(source).filter(aboutKeeping);
    for (const line of lines) assert.equal(line.match(period), null, `a figure typed in: ${line}`);
    const placed = lines.filter((line) => line.includes('{{retention.days}} days'));
    assert.equal(placed.length, 2, 'the resumes line and the form server line');
    assert.ok(!privacyHtml.includes('{{'), 'every placeholder is replaced in the page');
  });

  it('is what the form server keeps by default, and part of the consent version applicants agree to', () => {
    assert.equal(loadConfig({}).RETENTION_DAYS, retentionDays);
    assert.equal(consentCopy.careers.retentionDays, retentionDays);
    assert.ok(consentCopy.careers.version.endsWith(`-${retentionDays}d`), consentCopy.careers.version);
  });
});
