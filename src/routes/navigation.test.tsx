import { describe, expect, it } from 'vitest';
import type { NavItem } from '@/ui';
import { mainMenu, menuFor } from './navigation';

const collect = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => [item.id, ...collect(item.children ?? [])]);

describe('menuFor', () => {
  const menu: NavItem[] = [
    {
      id: 'section:CRM',
      label: 'CRM',
      children: [{ id: '/dashboard/leads', label: 'Leads', href: '/dashboard/leads' }],
    },
    {
      id: 'section:Admin',
      label: 'Admin',
      children: [{ id: '/dashboard/settings', label: 'Settings', href: '/dashboard/settings' }],
    },
  ];

  it('keeps pages whose permission is held and pages that need none', () => {
    expect(collect(menuFor(menu, () => true))).toEqual(collect(menu));
  });

  it('drops a page whose permission is missing and a group left empty', async () => {
    const { routeTable } = await import('./route-table');
    const gated = routeTable.find((entry) => entry.path === '/dashboard/leads');
    expect(gated && 'permission' in gated ? gated.permission : undefined).toBe('leads.view');
    if (!gated) return;
    const withGated: NavItem[] = [
      { id: 'section:X', label: 'X', children: [{ id: gated.path, label: gated.title, href: gated.path }] },
      ...menu,
    ];
    const ids = collect(menuFor(withGated, () => false));
    expect(ids).not.toContain(gated.path);
    expect(ids).not.toContain('section:X');
    expect(ids).toContain('/dashboard/settings');
  });

  it('links the station view from Production, for those who scan parts only', () => {
    const station = '/dashboard/optimizer?view=station';
    const production = mainMenu.find((item) => item.id === 'section:Production');
    expect(production?.children?.map((item) => item.href)).toContain(station);
    expect(collect(menuFor(mainMenu, (code) => code === 'production.scan'))).toContain(station);
    expect(collect(menuFor(mainMenu, () => false))).not.toContain(station);
  });
});
