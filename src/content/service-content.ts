import { officeIn } from './offices.ts';
import type { RichBlock } from './types.ts';

const india = officeIn('India');
const usa = officeIn('USA');

/**
 * The body of each service's page, by slug. Kept apart from services.ts so the
 * cards, menus and the enquiry form's service choice (which need only titles)
 * do not carry every page's copy into the widgets that show them.
 */
export const serviceContent: Readonly<Record<string, readonly RichBlock[]>> = {
  'web-app-development': [
    {
      kind: 'paragraph',
      text: 'Most businesses do not need another website; they need software that removes a manual step, shortens a queue or puts the right number in front of the right person. Our web teams design and build applications in React, Vue.js or Angular on the front end and Node.js, PHP, Python, Java or .NET behind it, chosen for the problem and for the people who will maintain it after launch.',
    },
    { kind: 'heading', text: 'What we deliver' },
    {
      kind: 'list',
      items: [
        'Customer portals, booking systems and self-service dashboards',
        'Internal tools that replace spreadsheets and e-mail approvals',
        'Progressive web apps that work offline and install on any device',
        'REST and GraphQL APIs with documentation your partners can use',
        'Integrations with payment gateways, ERPs, CRMs and identity providers',
        'Accessibility to WCAG 2.2 AA and performance budgets checked on every release',
        'Automated tests and a deployment pipeline handed over with the code',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Every project starts with a two-week discovery sprint that ends in a clickable prototype, a written scope and a fixed estimate for the first release. After that we ship in two-week increments, so you see working software early and can change course before it gets expensive.',
    },
  ],
  'mobile-app-development': [
    {
      kind: 'paragraph',
      text: 'A mobile app earns its place on a phone by being quick, reliable and useful in the moment it is opened. We build in Swift and Kotlin when an app leans on the device, and in React Native or Flutter when one codebase for iOS and Android gives you a faster, cheaper path to both stores without hurting the experience.',
    },
    { kind: 'heading', text: 'What we deliver' },
    {
      kind: 'list',
      items: [
        'iOS and Android apps, native or cross-platform, from first sketch to store release',
        'Offline-first data sync for field teams with patchy coverage',
        'Push notifications, deep links and in-app messaging',
        'Secure sign-in with biometrics, single sign-on and device management',
        'Crash reporting, analytics and staged rollouts from day one',
        'App Store and Google Play submission, review fixes and release management',
      ],
    },
    {
      kind: 'paragraph',
      text: 'We test on real devices across the screen sizes and OS versions your users actually carry, and we keep supporting the app after launch with OS upgrade checks, dependency updates and a clear monthly maintenance plan.',
    },
  ],
  'ui-ux': [
    {
      kind: 'paragraph',
      text: 'Good design is mostly good decisions about what to leave out. Our designers talk to your users, watch them work and test ideas on paper before a single pixel is polished. The result is an interface that explains itself, and a design system your developers can build from without guessing.',
    },
    { kind: 'heading', text: 'What we deliver' },
    {
      kind: 'list',
      items: [
        'User interviews, journey maps and usability testing',
        'Information architecture and navigation that match how people think',
        'Wireframes and clickable prototypes in Figma',
        'Visual design and brand-aligned design systems with documented components',
        'Accessibility reviews against WCAG 2.2, including color contrast and keyboard use',
        'UX audits of existing products with a prioritized list of fixes',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Design work can run on its own or alongside our engineering teams. Either way, you own every file, and the components are named the same in Figma as in the code.',
    },
  ],
  'cloud-infrastructure': [
    {
      kind: 'paragraph',
      text: 'Moving to the cloud is easy; running well there is the hard part. Our engineers design, migrate and operate infrastructure on AWS, Azure and Google Cloud with everything written as code, monitored from the first day and sized to what your traffic really needs.',
    },
    { kind: 'heading', text: 'What we deliver' },
    {
      kind: 'list',
      items: [
        'Cloud readiness assessments and migration plans with a cost forecast',
        'Infrastructure as code with Terraform, reviewed like any other code',
        'Kubernetes and container platforms, or managed services where they fit better',
        'CI/CD pipelines with automated tests, security scans and one-click rollback',
        'Monitoring, alerting and on-call runbooks your team can follow at 3 a.m.',
        'Backups, disaster recovery drills and documented recovery times',
        'Monthly cost reviews with rightsizing and reserved capacity advice',
      ],
    },
    {
      kind: 'paragraph',
      text: 'We can hand the platform over to your team with training and documentation, or keep running it for you under a managed service agreement with agreed response times.',
    },
  ],
  'it-staffing': [
    {
      kind: 'paragraph',
      text: 'Hiring a good engineer takes months; a wrong hire costs more. Our staffing team keeps a bench of engineers we have already worked with and screens every candidate with a practical technical exercise and a conversation with a senior engineer, so the people you interview are worth your time.',
    },
    { kind: 'heading', text: 'How it works' },
    {
      kind: 'list',
      items: [
        'A short call to agree on skills, seniority, time zone overlap and budget',
        'A shortlist of two or three screened candidates, usually within ten working days',
        'Front-end, back-end, mobile, QA, DevOps, data and project management roles',
        'Contract, contract-to-hire and full-time placement options',
        'A replacement at no extra fee if a placement does not work out in the first month',
        'One account manager who checks in with you and the engineer every month',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Engineers placed through us follow your processes and tools, and report to your managers. We handle payroll, equipment and compliance in India and the United States.',
    },
  ],
  'offshore-development': [
    {
      kind: 'paragraph',
      text: `An offshore team should feel like the rest of your engineering department that happens to sit in another time zone. We build dedicated teams in ${india.city} around your product, with a delivery manager on our side who keeps the work visible and the communication honest.`,
    },
    { kind: 'heading', text: 'What you get' },
    {
      kind: 'list',
      items: [
        'A dedicated team sized to your roadmap, from two engineers to several squads',
        'At least four hours of daily overlap with US or European working hours',
        'Your tools, your rituals: we join your Jira, Slack and stand-ups',
        'A delivery manager who reports progress, risks and velocity every week',
        'ISO 27001-aligned security controls, NDAs and secure development machines',
        'Knowledge kept in your repositories and wiki, never in one person’s head',
      ],
    },
    {
      kind: 'paragraph',
      text: `Teams start with a four-week onboarding plan and a named point of contact in our ${usa.city} office for contracts and invoicing, so legal and billing stay simple for US clients.`,
    },
  ],
};
