/** The sidebar's menu, the breadcrumbs and the search targets, all derived from the route table. */
import {
  AppWindow,
  BarChart3,
  Boxes,
  FileText,
  FolderKanban,
  FormInput,
  Gauge,
  Layers,
  LayoutDashboard,
  LayoutGrid,
  ListTree,
  Map as MapIcon,
  Palette,
  PenTool,
  Settings,
  Shapes,
  ShieldAlert,
  Sparkles,
  Table,
  Users,
  Wrench,
  Factory,
  Receipt,
  KeyRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { BreadcrumbStep, NavItem, SearchTarget } from '@/ui';
import { HOME_PATH, routeTable } from './paths';
import {
  holdsPagePermission,
  type BusinessSection,
  type PagePermission,
  type RouteEntry,
} from './route-types';
import type { PermissionCode } from '@/services/admin';

const sectionIcons: Record<BusinessSection, ReactNode> = {
  Dashboards: <LayoutDashboard size={16} />,
  'Design tool': <PenTool size={16} />,
  CRM: <Users size={16} />,
  Projects: <FolderKanban size={16} />,
  Design: <Palette size={16} />,
  Catalogue: <Boxes size={16} />,
  Commercials: <Receipt size={16} />,
  Production: <Factory size={16} />,
  Admin: <Settings size={16} />,
};

const sectionOrder: BusinessSection[] = [
  'Dashboards',
  'CRM',
  'Design tool',
  'Projects',
  'Design',
  'Commercials',
  'Catalogue',
  'Production',
  'Admin',
];

/** Labels of URL segments that are groups rather than pages. */
const groupLabels: Record<string, string> = {
  pages: 'Pages',
  apps: 'Apps',
  'nested-menu': 'Nested menu',
  'nested-2': 'Nested 2',
  'ui-elements': 'UI elements',
  utilities: 'Utilities',
  forms: 'Forms',
  'form-elements': 'Form elements',
  'form-editors': 'Form editors',
  'advanced-ui': 'Advanced UI',
  tables: 'Tables',
  charts: 'Charts',
  'apex-charts': 'Chart types',
  maps: 'Maps',
  authentication: 'Authentication',
  error: 'Error pages',
  blog: 'Blog',
  ecommerce: 'E-commerce',
  email: 'Email',
  filemanager: 'File manager',
  invoice: 'Invoices',
  projects: 'Projects',
  task: 'Tasks',
  jobs: 'Jobs',
  nft: 'NFT',
  crm: 'CRM',
  crypto: 'Crypto',
  'create-password': 'Create password',
  'lock-screen': 'Lock screen',
  'reset-password': 'Reset password',
  'sign-up': 'Sign up',
  'sign-in': 'Sign in',
  'two-step-verification': 'Two-step verification',
};

const groupIcons: Record<string, ReactNode> = {
  pages: <FileText size={16} />,
  apps: <AppWindow size={16} />,
  'nested-menu': <ListTree size={16} />,
  'ui-elements': <Shapes size={16} />,
  utilities: <Wrench size={16} />,
  forms: <FormInput size={16} />,
  'advanced-ui': <Sparkles size={16} />,
  widgets: <Gauge size={16} />,
  tables: <Table size={16} />,
  charts: <BarChart3 size={16} />,
  maps: <MapIcon size={16} />,
  icons: <LayoutGrid size={16} />,
  authentication: <KeyRound size={16} />,
  error: <ShieldAlert size={16} />,
};

export function groupLabel(segment: string): string {
  return groupLabels[segment] ?? segment.charAt(0).toUpperCase() + segment.slice(1).replace(/-/g, ' ');
}

/**
 * Views that live inside a page of their section (the route table holds only the specification's
 * paths): each is a menu link with a query, gated by its own permission.
 */
const sectionViews: Partial<Record<BusinessSection, readonly (NavItem & { permission: PermissionCode })[]>> =
  {
    Production: [
      {
        id: '/dashboard/optimizer?view=station',
        label: 'Station (scan parts)',
        href: '/dashboard/optimizer?view=station',
        permission: 'production.scan',
      },
    ],
  };

const inMenu = (entry: RouteEntry) => entry.path !== '/auth/login' && entry.path !== '/unauthorized';

function businessMenu(): NavItem[] {
  return sectionOrder.map((section) => ({
    id: `section:${section}`,
    label: section,
    icon: sectionIcons[section],
    children: [
      ...routeTable
        .filter((entry: RouteEntry) => entry.section === section)
        .map((entry) => ({ id: entry.path, label: entry.title, href: entry.path })),
      ...(sectionViews[section] ?? []).map(({ id, label, href }) => ({ id, label, href })),
    ],
  }));
}

interface MutableNavItem {
  id: string;
  label: string;
  href?: string;
  icon?: ReactNode;
  children?: MutableNavItem[];
}

function templateMenu(): NavItem[] {
  const root: MutableNavItem[] = [];
  for (const entry of routeTable as readonly RouteEntry[]) {
    if (entry.path.startsWith('/dashboard/') || !inMenu(entry)) continue;
    const segments = entry.path.slice(1).split('/');
    let level = root;
    segments.slice(0, -1).forEach((segment, depth) => {
      const id = `group:/${segments.slice(0, depth + 1).join('/')}`;
      let group = level.find((item) => item.id === id);
      if (!group) {
        group = { id, label: groupLabel(segment), children: [] };
        if (depth === 0 && groupIcons[segment]) group.icon = groupIcons[segment];
        level.push(group);
      }
      level = group.children ?? [];
    });
    const leaf: MutableNavItem = { id: entry.path, label: entry.title, href: entry.path };
    if (segments.length === 1 && groupIcons[segments[0] ?? '']) leaf.icon = groupIcons[segments[0] ?? ''];
    level.push(leaf);
  }
  return root;
}

export const mainMenu: readonly NavItem[] = [
  ...businessMenu(),
  {
    id: 'group:templates',
    label: 'Workspace template',
    icon: <Layers size={16} />,
    children: templateMenu(),
  },
];

const permissionOf = new Map<string, PagePermission>([
  ...(routeTable as readonly RouteEntry[]).flatMap((entry) =>
    entry.permission ? [[entry.path, entry.permission] as const] : [],
  ),
  ...Object.values(sectionViews).flatMap((views) => views.map((view) => [view.id, view.permission] as const)),
]);

/**
 * The menu as one person sees it: pages whose permission they lack are left out, and so is a group
 * left empty. `can` answers for the signed-in person (usePermissions).
 */
export function menuFor(items: readonly NavItem[], can: (code: PermissionCode) => boolean): NavItem[] {
  return items.flatMap((item) => {
    const needed = permissionOf.get(item.id);
    if (needed && !holdsPagePermission(can, needed)) return [];
    if (!item.children) return [item];
    const children = menuFor(item.children, can);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

export function breadcrumbsFor(entry: RouteEntry | undefined): BreadcrumbStep[] {
  const home: BreadcrumbStep = { label: 'Home', href: HOME_PATH };
  if (!entry) return [home];
  if (entry.section) return [home, { label: entry.section }, { label: entry.title }];
  const segments = entry.path.slice(1).split('/');
  return [
    home,
    ...segments.slice(0, -1).map((segment) => ({ label: groupLabel(segment) })),
    { label: entry.title },
  ];
}

export const searchTargets: readonly SearchTarget[] = (routeTable as readonly RouteEntry[])
  .filter(inMenu)
  .map((entry) => ({
    value: entry.path,
    label: entry.title,
    group: entry.section ?? groupLabel(entry.path.split('/')[1] ?? ''),
  }));
