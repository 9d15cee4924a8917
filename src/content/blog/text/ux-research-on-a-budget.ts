import { heading, list, paragraph } from '../../rich';
import { comment } from '../comment';
import { postText } from '../post';

/** The text and comments of the post: seven UX research methods that fit a small budget. */
export const uxResearchOnABudgetText = postText({
  body: [
    paragraph(
      'Research has a reputation for being slow and expensive: recruitment agencies, observation rooms, weeks of analysis. Large studies have their place, but most product decisions need something smaller and faster. Five conversations with the right people will teach you more than a month of debate in meeting rooms. These are the methods our designers rely on when budgets and timelines are tight.',
    ),
    heading('1. Five-user usability tests'),
    paragraph(
      'Give five people a realistic task in your prototype or live product and watch, without helping. Five sessions typically reveal most of the serious usability problems in a flow. They can be remote, last thirty minutes and be run by a designer with a video call and a simple script.',
    ),
    heading('2. Support ticket mining'),
    paragraph(
      'Your support inbox is a free, continuous research study. Export three months of tickets, tag them by theme and count. The top three themes are almost always usability problems in disguise.',
    ),
    heading('3. Analytics with a question'),
    paragraph(
      'Do not browse dashboards hoping for insight. Start with a question, such as where people abandon the sign-up form, and look for the numbers that answer it. Funnels and field-level drop-off usually point straight at the screen that needs a closer look.',
    ),
    heading('4. Five-second tests'),
    paragraph(
      'Show a page for five seconds, hide it, then ask what people remember and what they think the page is for. It is a quick, cheap check of whether a landing page or dashboard communicates its main message.',
    ),
    heading('5. Card sorting for navigation'),
    paragraph(
      'Before you argue about menu labels, ask fifteen to twenty users to group your content into piles and name them. Online tools make this easy, and the results often show that users think in tasks while the organization thinks in departments.',
    ),
    heading('6. Guerrilla testing'),
    paragraph(
      'For consumer products, a paper prototype and a coffee shop can be enough. Offer to buy someone a coffee in exchange for ten minutes of their time. The feedback is rough, but it arrives in an afternoon instead of a month.',
    ),
    heading('7. Talk to your own sales and support staff'),
    paragraph(
      'The people who speak to customers every day carry a detailed picture of their frustrations. A one-hour workshop with them costs almost nothing and often produces the best hypotheses to test with real users.',
    ),
    heading('Making it stick'),
    list(
      'Recruit from your own customers through a short in-app or e-mail invitation',
      'Keep one shared research log so findings do not disappear into slide decks',
      'Record sessions, with permission, and share short clips with developers and stakeholders',
      'Schedule research every sprint, even if it is only two sessions',
    ),
    paragraph(
      'Small, frequent research beats one large study a year, because it keeps real users in the conversation while decisions are still being made. Pick one method for this sprint and see what you learn.',
    ),
  ],
  comments: [
    comment(
      'c1',
      'Ravi Chandran',
      '2025-04-17',
      'Support ticket mining is such an easy win. We found our biggest usability issue in a spreadsheet of complaints.',
      [
        comment(
          'c1-r1',
          'Meera Subramanian',
          '2025-04-17',
          'It is our favorite first step on any new project for exactly that reason.',
        ),
      ],
    ),
    comment('c2', 'Jessica Moore', '2025-04-20', 'How do you handle consent when recording sessions with customers?', [
      comment(
        'c2-r1',
        'Meera Subramanian',
        '2025-04-21',
        'We ask in writing before the session and again when the recording starts, explain who will see the clips, and delete raw recordings once the study closes.',
      ),
    ]),
    comment(
      'c3',
      'Sunil Kapoor',
      '2025-04-24',
      'Five-second tests changed how we write our landing pages. Thanks for the list.',
    ),
  ],
});
