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

// Named imports keep the bundle to the icons the content uses; a lookup by
// string over all of lucide-react would pull in every icon.
const icons: Record<string, LucideIcon> = {
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

/** The icon a content entry names, or a neutral fallback. */
export function iconFor(name: string): LucideIcon {
  return icons[name] ?? LayoutDashboard;
}
