import { Box, Button, Flex, IconButton, Text, chakra } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tooltip } from '../tooltip/tooltip';

export interface NavItem {
  id: string;
  label: string;
  /** A page; groups have children instead. */
  href?: string;
  icon?: ReactNode;
  children?: readonly NavItem[];
}

export interface SidebarProps {
  items: readonly NavItem[];
  /** The current location's path: its link is highlighted and its groups open. */
  currentPath: string;
  /** Icons only (wide screens); groups then open the full sidebar when chosen. */
  collapsed?: boolean;
  onRequestExpand?: () => void;
  /** Called after a link is followed, e.g. to close the drawer on narrow screens. */
  onNavigate?: () => void;
  /** Called with a link's href when the pointer enters it or it gains focus: a likely next page. */
  onIntent?: (href: string) => void;
}

function containsPath(item: NavItem, path: string): boolean {
  if (item.href === path) return true;
  return item.children?.some((child) => containsPath(child, path)) ?? false;
}

function openGroupsFor(items: readonly NavItem[], path: string, into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.children && containsPath(item, path)) {
      into.add(item.id);
      openGroupsFor(item.children, path, into);
    }
  }
  return into;
}

/** Arrow keys move between the visible entries, Home and End jump to the ends; Tab works as usual. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const entries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-nav-entry]'));
  const index = entries.indexOf(document.activeElement as HTMLElement);
  const last = entries.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? Math.min(index + 1, last)
          : Math.max(index - 1, 0);
  event.preventDefault();
  entries[next]?.focus();
}

const NavList = chakra('ul', {
  base: { listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' },
});

/** The main menu: every page, nested as the URLs nest, the current page highlighted. */
export function Sidebar({
  items,
  currentPath,
  collapsed = false,
  onRequestExpand,
  onNavigate,
  onIntent,
}: SidebarProps) {
  const initiallyOpen = useMemo(() => openGroupsFor(items, currentPath), [items, currentPath]);
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isOpen = (id: string) => toggled.get(id) ?? initiallyOpen.has(id);
  const toggle = (id: string) => setToggled((previous) => new Map(previous).set(id, !isOpen(id)));

  const renderItem = (item: NavItem, depth: number): ReactNode => {
    const active = item.href === currentPath;
    const inside = !active && containsPath(item, currentPath);
    const indent = collapsed ? '0' : `${depth * 12}px`;
    if (item.children) {
      const open = isOpen(item.id) && !collapsed;
      const groupButton = (
        <Button
          data-nav-entry=""
          variant="ghost"
          size="sm"
          width="full"
          justifyContent={collapsed ? 'center' : 'flex-start'}
          fontWeight={inside ? 'semibold' : 'medium'}
          color={inside ? 'brand.fg' : 'fg'}
          aria-expanded={collapsed ? undefined : open}
          aria-label={collapsed ? item.label : undefined}
          ps={collapsed ? undefined : `calc(${indent} + 0.5rem)`}
          onClick={() => {
            if (collapsed) {
              setToggled((previous) => new Map(previous).set(item.id, true));
              onRequestExpand?.();
            } else toggle(item.id);
          }}
        >
          {item.icon}
          {!collapsed && (
            <>
              <Text as="span" flex="1" textAlign="start" truncate>
                {item.label}
              </Text>
              <Box
                as="span"
                aria-hidden="true"
                transition="transform 0.15s"
                transform={open ? 'rotate(90deg)' : undefined}
              >
                <ChevronRight size={14} />
              </Box>
            </>
          )}
        </Button>
      );
      return (
        <li key={item.id}>
          {collapsed ? (
            <Tooltip content={item.label} positioning={{ placement: 'right' }}>
              {groupButton}
            </Tooltip>
          ) : (
            groupButton
          )}
          {open && <NavList mt="0.5">{item.children.map((child) => renderItem(child, depth + 1))}</NavList>}
        </li>
      );
    }
    const href = item.href;
    const intent = href === undefined || onIntent === undefined ? undefined : () => onIntent(href);
    const link = (
      <Button
        asChild
        variant={active ? 'subtle' : 'ghost'}
        colorPalette={active ? 'brand' : 'gray'}
        size="sm"
        width="full"
        justifyContent={collapsed ? 'center' : 'flex-start'}
        fontWeight={active ? 'semibold' : 'normal'}
        ps={collapsed ? undefined : `calc(${indent} + 0.5rem)`}
      >
        <Link
          to={item.href ?? '#'}
          data-nav-entry=""
          aria-current={active ? 'page' : undefined}
          aria-label={collapsed ? item.label : undefined}
          onClick={onNavigate}
          onPointerEnter={intent}
          onFocus={intent}
        >
          {item.icon}
          {!collapsed && (
            <Text as="span" truncate>
              {item.label}
            </Text>
          )}
        </Link>
      </Button>
    );
    return (
      <li key={item.id}>
        {collapsed ? (
          <Tooltip content={item.label} positioning={{ placement: 'right' }}>
            {link}
          </Tooltip>
        ) : (
          link
        )}
      </li>
    );
  };

  return (
    <Box as="nav" aria-label="Main menu" onKeyDown={moveFocus} px="2" py="3">
      <NavList>{items.map((item) => renderItem(item, 0))}</NavList>
    </Box>
  );
}

/** The button that collapses the sidebar to icons and back. */
export function SidebarCollapseButton({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  return (
    <Flex justify={collapsed ? 'center' : 'flex-end'} px="2">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={collapsed ? 'Expand menu' : 'Collapse menu to icons'}
        aria-pressed={collapsed}
        onClick={onToggle}
      >
        <Box as="span" transform={collapsed ? undefined : 'rotate(180deg)'}>
          <ChevronRight size={16} />
        </Box>
      </IconButton>
    </Flex>
  );
}
