import { heading, list, paragraph } from '../../rich';
import { comment } from '../comment';
import { postText } from '../post';

/** The text and comments of the post: five habits that keep a cloud bill predictable. */
export const cloudCostsText = postText({
  body: [
    paragraph(
      'Almost every cloud cost conversation we have starts the same way: a finance lead forwards an invoice that is 40 percent higher than last quarter and asks what happened. The answer is rarely a single mistake. It is a test environment nobody switched off, a database sized for a launch that never needed it, logs kept forever by default and data quietly crossing regions. Cloud pricing rewards attention, and attention is a habit, not a project.',
    ),
    paragraph(
      'These are the five habits we set up on every platform we build or take over. None of them needs a new tool; all of them need an owner.',
    ),
    heading('1. Tag everything, and refuse what is not tagged'),
    paragraph(
      'You cannot manage a cost you cannot attribute. We tag every resource with the product, the environment and the team that owns it, and we enforce it in the infrastructure code: a Terraform plan without tags fails review. Within a month, the question "who owns this?" has an answer for every line of the bill, and the conversation moves from blame to decisions.',
    ),
    heading('2. Turn off what sleeps'),
    paragraph(
      'Development and test environments usually run around the clock while people use them for perhaps fifty hours a week. Scheduling them to stop at night and over weekends cuts their cost by more than half. For teams spread across time zones, we schedule by the last working hour, not the first, and a one-line exception process covers the occasional overnight load test.',
    ),
    heading('3. Rightsize on data, not on fear'),
    paragraph(
      'Servers and databases tend to be sized for the worst day anyone can imagine and then never revisited. We review CPU and memory use every month and resize anything that has stayed under 30 percent for four weeks. Where load really is spiky, autoscaling or a serverless function usually costs less than a large machine waiting for a peak.',
    ),
    heading('4. Commit only to what is stable'),
    paragraph(
      'Reserved instances and savings plans offer discounts of 30 to 60 percent, but only on capacity you are sure to use for one to three years. We commit to the baseline that has held steady for at least three months and leave growth on demand. Buying commitments too early is one of the most expensive ways to save money.',
    ),
    heading('5. Make the bill a weekly read'),
    paragraph(
      'A monthly invoice arrives too late to change anything. We set budgets and anomaly alerts for each product and send a short weekly cost summary to the people who can act on it: engineers, not only finance. When a developer sees that a forgotten debug flag doubled log storage, it gets fixed the same afternoon.',
    ),
    heading('Where the money usually hides'),
    list(
      'Log and metric retention left at "forever" by default',
      'Data transfer between regions and out to the internet',
      'Unattached storage volumes and old snapshots',
      'Idle load balancers and unused public IP addresses',
      'Managed databases sized for a launch and never resized',
    ),
    paragraph(
      'None of this requires a finance degree or an expensive optimization platform. It requires someone on the team to treat the cloud bill as part of the product. When clients adopt these habits, we typically see costs fall by 20 to 35 percent in the first quarter and, just as important, stop surprising anyone.',
    ),
  ],
  comments: [
    comment(
      'c1',
      'Sanjay Iyer',
      '2025-10-16',
      'The weekly summary to engineers made the biggest difference for us too. Once our developers saw the numbers, they started asking for them.',
      [
        comment(
          'c1-r1',
          'Anand Krishnamurthy',
          '2025-10-16',
          'Same pattern everywhere we have tried it: visibility beats policy. Thanks for sharing, Sanjay.',
        ),
      ],
    ),
    comment(
      'c2',
      'Emily Carter',
      '2025-10-18',
      'How do you handle tagging for shared resources, like a network or a central logging cluster that several products use?',
      [
        comment(
          'c2-r1',
          'Anand Krishnamurthy',
          '2025-10-19',
          'We tag them to a "platform" owner and split the cost each month by a simple usage key, such as log volume per product. It is not perfect, but it is fair enough to drive decisions.',
        ),
      ],
    ),
    comment(
      'c3',
      'Rahul Verma',
      '2025-10-21',
      'Point 4 is painfully true. We bought three-year reservations for a service we retired eight months later.',
    ),
  ],
});
