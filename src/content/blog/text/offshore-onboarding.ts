import { heading, list, paragraph } from '../../rich';
import { comment } from '../comment';
import { postText } from '../post';

/** The text and comments of the post: the first thirty days with an offshore team. */
export const offshoreOnboardingText = postText({
  body: [
    paragraph(
      'When an offshore engagement goes wrong, the cause can usually be traced back to its first month. Access took three weeks to arrive, the team had no one to ask questions, and by the time real work began everyone had already formed an opinion. We have onboarded dedicated teams for clients in the United States, Europe and Asia for more than a decade, and we now follow the same thirty-day plan every time. It is not complicated, but it is deliberate.',
    ),
    heading('Before day one'),
    paragraph(
      'Access is the first bottleneck. Accounts for source control, the issue tracker, chat, documentation and cloud consoles should be requested a week before the team starts, with the least privilege needed for the first tasks. We also ask each client to name one onboarding buddy on their side: someone who knows the product and can set aside an hour a day for the first two weeks.',
    ),
    heading('Week 1: context before code'),
    paragraph(
      'The first week is for understanding, not velocity. The team walks through the product as a customer would, reads the architecture notes, sets up local environments and writes down every question. The client holds two or three short sessions on the business itself: who the users are, how the product makes money and what keeps the leadership awake at night. Engineers who understand why a feature matters make better decisions when the specification runs out.',
    ),
    heading('Week 2: a small, real change'),
    paragraph(
      'Each engineer ships something to production in the second week: a bug fix, a small improvement, a missing test. The change itself matters less than the path it takes through code review, continuous integration, staging and release. Any friction on that path shows up now, while it is still cheap to fix.',
    ),
    heading('Week 3: agreeing how we work'),
    paragraph(
      'By the third week the team joins the regular sprint. This is when we write down the working agreement: overlap hours, response times in chat, how work is estimated, what "done" means, and how and when the team raises a blocker. Four hours of overlap between time zones is our minimum, and we protect it for conversations rather than status meetings.',
    ),
    heading('Week 4: the first retrospective'),
    paragraph(
      'At the end of the month both sides hold a candid retrospective. What slowed us down? What surprised the client? Which questions are still open? We turn the answers into actions with owners, and we repeat the exercise after the third month.',
    ),
    heading('Signs the onboarding is working'),
    list(
      'Engineers ask fewer "how" questions and more "why" questions',
      'Pull requests are reviewed within a working day, in both directions',
      'The client’s team invites offshore engineers to design discussions without being asked',
      'Blockers are raised in stand-up, not discovered at the sprint review',
    ),
    paragraph(
      'None of these steps is unusual, but skipping any of them costs weeks later. A team that is treated as part of the department from day one behaves like part of the department, whichever time zone it sits in.',
    ),
  ],
  comments: [
    comment(
      'c1',
      'Jason Miller',
      '2025-08-01',
      'The onboarding buddy idea is underrated. We skipped it with our last vendor and paid for it for months.',
      [
        comment(
          'c1-r1',
          'Daniel Brooks',
          '2025-08-01',
          'It is the single cheapest thing a client can do for an offshore team. An hour a day for two weeks saves a month of guesswork.',
        ),
      ],
    ),
    comment(
      'c2',
      'Kavya Reddy',
      '2025-08-04',
      'How do you decide which overlap hours to protect when the US team is spread across three time zones?',
      [
        comment(
          'c2-r1',
          'Daniel Brooks',
          '2025-08-05',
          'We anchor on the product owner’s time zone and shift our team’s day to overlap with their morning. Everything else is written down, so nobody depends on being awake at the same moment.',
        ),
      ],
    ),
    comment(
      'c3',
      'Oliver Grant',
      '2025-08-09',
      'Shipping to production in week two is a great test of the whole pipeline. We are adopting that one.',
    ),
  ],
});
