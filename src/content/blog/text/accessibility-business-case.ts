import { heading, list, paragraph } from '../../rich';
import { comment } from '../comment';
import { postText } from '../post';

/** The text and comments of the post: accessibility as a business case. */
export const accessibilityBusinessCaseText = postText({
  body: [
    paragraph(
      'Accessibility often arrives in a project as a line in the contract: "The product shall meet WCAG 2.2 AA." Then it waits until the end, when an audit finds two hundred issues a week before launch. Treated that way, it really is a cost. Treated as a design and engineering habit from the first sketch, it is one of the best returns a digital product can get.',
    ),
    heading('The market is bigger than most teams assume'),
    paragraph(
      'The World Health Organization estimates that about 1.3 billion people, one in six worldwide, live with a significant disability. Add people with temporary injuries, older customers whose eyesight is changing, and anyone using a phone in bright sunlight with one hand on a bus rail. All of them benefit from readable contrast, large tap targets, clear labels and pages that work with a keyboard or a screen reader. An inaccessible checkout is not only a compliance problem; it is a leak in the sales funnel.',
    ),
    heading('Accessible products are cheaper to run'),
    paragraph(
      'The practices that help screen reader users, such as clear headings, real buttons and error messages that say what went wrong, help everyone. In our projects, fixing form labels and error wording regularly lowers support tickets about failed sign-ups and payments. Semantic HTML also tends to be faster, more robust across browsers and easier for search engines to understand, so accessibility work often shows up in search traffic too.',
    ),
    heading('The legal risk is real and growing'),
    paragraph(
      'In the United States, lawsuits over inaccessible websites under the Americans with Disabilities Act number in the thousands each year. The European Accessibility Act applies to many digital products and services sold in the EU from June 2025, and India’s Rights of Persons with Disabilities Act sets accessibility standards for information technology. A product built accessibly from the start avoids both the legal exposure and the expensive retrofit.',
    ),
    heading('Where to start this month'),
    list(
      'Add automated accessibility checks to your build so regressions fail the pipeline',
      'Test every key journey with only a keyboard: sign-up, search and checkout',
      'Check color contrast once, at the design-token level, so every component inherits it',
      'Give every form field a visible label and every error a clear, specific message',
      'Run one session with a screen reader user; an hour is enough to change your priorities',
    ),
    paragraph(
      'Automated tools catch perhaps a third of real problems, so they are a floor, not a finish line. The rest comes from designers and developers who know the patterns and test with real people.',
    ),
    heading('Making the case internally'),
    paragraph(
      'When you present accessibility to leadership, avoid framing it as charity or as a fine to be avoided. Frame it the way you would any growth investment: more customers can complete the journeys that earn revenue, support costs fall, and the product becomes easier to maintain. Then measure it. Track task completion, support contacts and conversion before and after the work, and the business case will write itself.',
    ),
  ],
  comments: [
    comment(
      'c1',
      'Deepa Raman',
      '2025-08-30',
      'Framing it as a growth investment is exactly what finally got the budget approved at our company.',
    ),
    comment('c2', 'Tom Alvarez', '2025-09-02', 'Which screen readers do you test with first?', [
      comment(
        'c2-r1',
        'Meera Subramanian',
        '2025-09-02',
        'VoiceOver on iPhone and NVDA with Firefox or Chrome on Windows cover most of our clients’ users. We add TalkBack whenever an Android app is involved.',
      ),
    ]),
    comment(
      'c3',
      'Nisha Pillai',
      '2025-09-05',
      'Checking contrast at the token level saved us so much rework. Great list.',
      [
        comment(
          'c3-r1',
          'Meera Subramanian',
          '2025-09-06',
          'Thank you, Nisha. It is the cheapest accessibility fix there is, since every component inherits it.',
        ),
      ],
    ),
  ],
});
