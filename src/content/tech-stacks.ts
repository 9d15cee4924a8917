import type { TechStackCategory, TechStackItem } from './types.ts';

/** The ids of the stack tabs, in tab order; 'mobile' is selected first. */
export const techStackIds = ['mobile', 'frontend', 'backend', 'database', 'infra-devops', 'ui-ux'] as const;

/** The id of one stack tab. */
export type TechStackId = (typeof techStackIds)[number];

/** A stack tab whose id is one of {@link techStackIds}. */
export interface TechStack extends TechStackCategory {
  id: TechStackId;
}

const item = (name: string, icon: string): TechStackItem => ({ name, icon });

/** The technologies the teams work with, by category; icon is the devicon folder name. */
export const techStacks: readonly TechStack[] = [
  {
    id: 'mobile',
    label: 'Mobile',
    items: [
      item('iOS', 'apple'),
      item('Android', 'android'),
      item('React Native', 'react'),
      item('Flutter', 'flutter'),
      item('Ionic', 'ionic'),
      item('Swift', 'swift'),
    ],
  },
  {
    id: 'frontend',
    label: 'Frontend',
    items: [
      item('HTML', 'html5'),
      item('CSS', 'css3'),
      item('JavaScript', 'javascript'),
      item('React.js', 'react'),
      item('Vue.js', 'vuejs'),
      item('Bootstrap', 'bootstrap'),
      item('Angular', 'angularjs'),
    ],
  },
  {
    id: 'backend',
    label: 'Backend',
    items: [
      item('PHP', 'php'),
      item('Node.js', 'nodejs'),
      item('Python', 'python'),
      item('Java', 'java'),
      item('.Net', 'dot-net'),
    ],
  },
  {
    id: 'database',
    label: 'Database',
    items: [
      item('MySQL', 'mysql'),
      item('MongoDB', 'mongodb'),
      item('PostgreSQL', 'postgresql'),
      item('Firebase', 'firebase'),
      item('SQLite', 'sqlite'),
      item('Oracle', 'oracle'),
    ],
  },
  {
    id: 'infra-devops',
    label: 'Infra & DevOps',
    items: [
      item('AWS', 'amazonwebservices'),
      item('Azure', 'azure'),
      item('Kubernetes', 'kubernetes'),
      item('Google Cloud', 'googlecloud'),
      item('Selenium', 'selenium'),
    ],
  },
  {
    id: 'ui-ux',
    label: 'UI/UX',
    items: [item('Figma', 'figma'), item('Adobe XD', 'xd'), item('Sketch', 'sketch'), item('Photoshop', 'photoshop')],
  },
];
