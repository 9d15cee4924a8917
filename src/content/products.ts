import { site } from './site.ts';
import type { Product } from './types.ts';

/** The short brand the products carry, taken from the company name so it is spelled once. */
const brand = site.name.split(' ')[0] ?? site.name;

const technologies = { label: 'Technologies', value: 'PHP, JavaScript, SQL' } as const;
const database = { label: 'Database', value: 'MySQL' } as const;

/** The company's two software products, ERP first. */
export const products: readonly Product[] = [
  {
    id: '01',
    slug: 'erp',
    title: 'ERP System',
    description:
      'One system for purchasing, inventory, sales, finance and HR, built for growing manufacturers, distributors and service firms.',
    icon: 'Boxes',
    image: {
      src: 'products/erp.svg',
      alt: 'Connected modules for inventory, finance, sales and people around a central database',
      width: 800,
      height: 500,
    },
    content: [
      { kind: 'heading', text: 'Product Overview' },
      {
        kind: 'paragraph',
        text: `${brand} ERP brings the records a mid-sized business runs on into one place: what you bought, what you hold, what you sold, what you are owed and who does the work. It replaces the patchwork of spreadsheets and stand-alone tools that most companies outgrow at around fifty employees, and it runs in the browser, on your own server or in the cloud, so there is nothing to install on desks.`,
      },
      {
        kind: 'paragraph',
        text: 'Each module can be switched on when you need it, and every rollout starts with your own data migrated, checked and signed off before the old system is retired.',
      },
      {
        kind: 'facts',
        items: [{ label: 'Product name', value: `${brand} ERP` }, technologies, database],
      },
      { kind: 'heading', text: 'Key Features' },
      {
        kind: 'list',
        items: [
          'Purchasing with approval rules, supplier price lists and three-way matching',
          'Multi-warehouse inventory with batch, serial number and reorder-level tracking',
          'Sales orders, quotations, delivery notes and GST-ready invoicing',
          'General ledger, accounts payable and receivable, bank reconciliation',
          'HR and payroll with attendance, leave and statutory reports',
          'Role-based access, audit trail on every record and daily automated backups',
          'Dashboards and exportable reports for every module',
        ],
      },
    ],
    screenshots: [],
  },
  {
    id: '02',
    slug: 'crm',
    title: 'CRM Platform',
    description:
      'A sales and service CRM that keeps every lead, deal and customer conversation in one shared timeline your whole team can see and use.',
    icon: 'Contact',
    image: {
      src: 'products/crm.svg',
      alt: 'A sales pipeline board with deal cards moving between stages',
      width: 800,
      height: 500,
    },
    content: [
      { kind: 'heading', text: 'Product Overview' },
      {
        kind: 'paragraph',
        text: `${brand} CRM helps sales and support teams stop losing track of people. Every lead, call, e-mail, quote and support ticket lands on one customer timeline, the pipeline shows where each deal stands, and reminders make sure nobody waits a week for a reply. It is simple enough to use on the first day and flexible enough to match the way your team already sells.`,
      },
      {
        kind: 'paragraph',
        text: 'The platform connects to your e-mail, calendar, website forms and the ERP System, so data is entered once and stays consistent.',
      },
      {
        kind: 'facts',
        items: [{ label: 'Product name', value: `${brand} CRM` }, technologies, database],
      },
      { kind: 'heading', text: 'Key Features' },
      {
        kind: 'list',
        items: [
          'Lead capture from web forms, e-mail and imports, with duplicate detection',
          'Drag-and-drop sales pipeline with custom stages and win probabilities',
          'Quotes and proposals generated from product price lists',
          'Support tickets with service-level timers and escalation rules',
          'Shared customer timeline of calls, e-mails, meetings and notes',
          'Sales forecasts, activity reports and team leaderboards',
          'Mobile-friendly interface for field sales and on-site visits',
        ],
      },
    ],
    screenshots: [
      {
        src: 'products/crm-pipeline.svg',
        alt: 'CRM screenshot: the sales pipeline with deals in four stages',
        width: 1200,
        height: 486,
      },
      {
        src: 'products/crm-contact.svg',
        alt: 'CRM screenshot: a customer record with its activity timeline',
        width: 1200,
        height: 486,
      },
      {
        src: 'products/crm-reports.svg',
        alt: 'CRM screenshot: the sales dashboard with revenue and forecast charts',
        width: 1200,
        height: 486,
      },
    ],
  },
];

/** The product with this slug, or undefined when none has it. */
export function findProduct(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}
