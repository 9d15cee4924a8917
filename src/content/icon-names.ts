/**
 * The icons content may name. A name outside this list is a type error in
 * src/content, not a silent fallback at run time; src/ui/icons.ts maps each to
 * its lucide-react component (and must, or it does not compile).
 */
export const iconNames = [
  'ArrowRight',
  'Boxes',
  'Building2',
  'Check',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'Cloud',
  'Contact',
  'Eye',
  'Globe',
  'LayoutDashboard',
  'Link2',
  'Pause',
  'PenTool',
  'Play',
  'Quote',
  'Smartphone',
  'Star',
  'Target',
  'Users',
  'Workflow',
  'X',
] as const;

/** An icon content may name, e.g. 'Cloud'. */
export type IconName = (typeof iconNames)[number];
