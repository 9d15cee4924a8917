import { heading, list, paragraph } from '../../rich';
import { comment } from '../comment';
import { postText } from '../post';

/** The text and comments of the post: lessons from eleven ERP rollouts. */
export const erpRolloutLessonsText = postText({
  body: [
    paragraph(
      'Over the last several years we have rolled out our ERP system, or integrated others, at eleven companies, from a forty-person distributor to a manufacturer with three plants. Two of those rollouts went badly before they went well. The software was rarely the problem. What decided the outcome every time was data, decisions and people.',
    ),
    heading('Clean the data before you move it'),
    paragraph(
      'Every company believes its master data is in reasonable shape until it tries to migrate it. We have found the same customer entered nine times, items with no unit of measure and supplier records for companies that closed years ago. We now start data cleansing in the first week, alongside configuration, and run at least three trial migrations before the real one. Each trial is checked by the people who use the data every day, not by the project team.',
    ),
    heading('Fit the process, then the software'),
    paragraph(
      'The most expensive phrase in an ERP project is "but we have always done it this way". Some of your processes are a genuine advantage and worth configuring the system around. Many are workarounds for the limits of the old system. We ask each department to list its processes and mark the ones customers or regulators would notice if they changed. Those are protected. The rest are candidates for the standard way the ERP works, which is cheaper to configure, test and upgrade.',
    ),
    heading('One decision-maker per module'),
    paragraph(
      'Rollouts stall when every question goes to a committee. For each module we ask the client to name one person who can decide how it will work, with a deadline for each decision. When that person is also the future owner of the module, adoption largely takes care of itself.',
    ),
    heading('Go live in phases'),
    paragraph(
      'Switching on purchasing, inventory, sales, finance and payroll on the same Monday is brave and usually unnecessary. We prefer to start with the modules that feed the others, typically inventory and purchasing, and add finance once the numbers flowing into it have been trusted for a month. Each phase has its own go-live checklist and a rollback plan that everyone hopes never to use.',
    ),
    heading('Train for tasks, not menus'),
    paragraph(
      'Users do not need a tour of every screen. They need to know how to do the ten things their job requires, in the new system, with their own data. Short, role-based sessions followed by a week of floor support beat a two-day classroom course every time.',
    ),
    heading('Our go-live checklist, in short'),
    list(
      'Three successful trial migrations, signed off by the data owners',
      'Opening balances reconciled with the accountants',
      'Every user able to sign in and complete their five most common tasks',
      'Month-end close rehearsed at least once in the new system',
      'A support rota agreed for the first four weeks',
    ),
    paragraph(
      'An ERP system touches almost everyone in a company, which is why it feels risky. Treated as a business change project that happens to involve software, it becomes predictable, and the reward is a company that finally runs on one version of the truth.',
    ),
  ],
  comments: [
    comment(
      'c1',
      'Ganesh Bhat',
      '2025-06-26',
      '"Train for tasks, not menus" should be printed on the wall of every ERP project room.',
      [
        comment(
          'c1-r1',
          'Karthik Raghavan',
          '2025-06-26',
          'We may well do that in our own project room, Ganesh. Thank you for reading.',
        ),
      ],
    ),
    comment(
      'c2',
      'Sarah Kim',
      '2025-06-30',
      'How long does a typical phased rollout take for a company of around a hundred people?',
      [
        comment(
          'c2-r1',
          'Karthik Raghavan',
          '2025-07-01',
          'Usually four to six months from kickoff to the last module. The range depends mostly on how quickly decisions are made and how clean the data is.',
        ),
      ],
    ),
  ],
});
