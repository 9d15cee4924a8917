import {
  ArrowRight,
  Boxes,
  Building2,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Cloud,
  Contact,
  Eye,
  Globe,
  LayoutDashboard,
  Link2,
  Pause,
  PenTool,
  Play,
  Quote,
  Smartphone,
  Star,
  Target,
  Users,
  Workflow,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../content/icon-names.ts';

// Named imports keep the bundle to the icons the content uses; a lookup by
// string over all of lucide-react would pull in every icon.
const icons: Record<IconName, LucideIcon> = {
  ArrowRight,
  Boxes,
  Building2,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Cloud,
  Contact,
  Eye,
  Globe,
  LayoutDashboard,
  Link2,
  Pause,
  PenTool,
  Play,
  Quote,
  Smartphone,
  Star,
  Target,
  Users,
  Workflow,
  X,
};

/** The lucide-react component of an icon content names. */
export function iconFor(name: IconName): LucideIcon {
  return icons[name];
}
