import { heading, list, paragraph } from '../../rich';
import { comment } from '../comment';
import { postText } from '../post';

/** The text and comments of the post: how to write a software brief a vendor can estimate. */
export const softwareBriefText = postText({
  body: [
    paragraph(
      'We read a lot of project briefs. Some are a single paragraph; some are a hundred pages of requirements. Both can make an accurate estimate impossible. A good brief is not long. It tells a vendor what problem you are solving, for whom, what success looks like and which constraints cannot move. Here is the structure we suggest to clients, and it works just as well when you are comparing several vendors.',
    ),
    heading('Start with the problem, not the solution'),
    paragraph(
      '"We need a mobile app" is a solution. "Our field engineers fill in paper job sheets that take three days to reach the billing team" is a problem. Describing the problem lets a vendor suggest a simpler or cheaper answer, and it lets you compare proposals on how well they solve it rather than on the length of their feature lists.',
    ),
    heading('Describe the people who will use it'),
    paragraph(
      'List the main types of user, roughly how many of each there are, and the devices and conditions they work in. A warehouse worker wearing gloves and an accountant with two large monitors need very different software, and the difference shows up in the estimate.',
    ),
    heading('Define what success looks like'),
    paragraph(
      'Give two or three measurable outcomes: invoices issued within a day of the job, sign-up completion above 80 percent, support tickets halved. These shape the design, and they give both sides a way to judge the project beyond "delivered on time".',
    ),
    heading('Separate must-haves from nice-to-haves'),
    paragraph(
      'Every brief has a core that must exist on day one and a long tail of good ideas. Mark them clearly. It lets a vendor price a focused first release, and it protects your budget when time runs short.',
    ),
    heading('Be honest about constraints'),
    list(
      'The budget range, even if it is approximate',
      'Fixed dates, such as a trade show, a contract renewal or a regulatory deadline',
      'Systems it must integrate with, and who owns them',
      'Security, data residency or compliance requirements',
      'Technologies your own team must be able to maintain',
    ),
    paragraph(
      'Sharing a budget range often feels like a negotiating mistake. In practice it does the opposite: it lets vendors propose the best solution for that money instead of guessing, and it quickly shows who is being realistic.',
    ),
    heading('What to leave out'),
    paragraph(
      'Leave out detailed screen designs unless you have tested them with users, and long lists of features copied from competitors. Both push vendors to price what you wrote rather than what you need. Leave room for the discovery work a good partner will do anyway.',
    ),
    paragraph(
      'A brief of two to four pages with these sections will get you estimates you can compare, sharper questions from vendors and a project that starts with everyone aiming at the same target. If you would like a second pair of eyes on yours, our team is happy to review it free of charge.',
    ),
  ],
  comments: [
    comment(
      'c1',
      'Lakshmi Narayanan',
      '2025-03-13',
      'The point about sharing a budget range is counterintuitive but true. Our last tender went much better when we did.',
      [
        comment(
          'c1-r1',
          'Daniel Brooks',
          '2025-03-13',
          'Glad to hear it, Lakshmi. It saves everyone a round of guesswork.',
        ),
      ],
    ),
    comment('c2', 'Peter Walsh', '2025-03-17', 'Do you have a template for this structure?', [
      comment(
        'c2-r1',
        'Daniel Brooks',
        '2025-03-18',
        'We do. Send us a note through the contact page and we will share the two-page template we use with new clients.',
      ),
    ]),
  ],
});
