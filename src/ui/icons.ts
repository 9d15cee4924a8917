import {
  Boxes,
  Building2,
  Cloud,
  Contact,
  Globe,
  LayoutDashboard,
  PenTool,
  Smartphone,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

// Named imports keep the bundle to the icons the content uses; a lookup by
// string over all of lucide-react would pull in every icon.
const icons: Record<string, LucideIcon> = { Boxes, Building2, Cloud, Contact, Globe, LayoutDashboard, PenTool, Smartphone, Users, Workflow };

/** The icon a content entry names, or a neutral fallback. */
export function iconFor(name: string): LucideIcon {
  return icons[name] ?? LayoutDashboard;
}
