import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from '@/pages/authentication/_shared/navigation-state';
import { landingPath } from './landing';
import { findRoute } from './paths';

describe('landingPath', () => {
  it('sends each designation to the page their work starts from', () => {
    expect(landingPath('sales')).toBe('/dashboard/sales');
    expect(landingPath('admin')).toBe('/dashboard/sales');
    expect(landingPath('designer')).toBe('/dashboard/projects');
    expect(landingPath('production')).toBe('/dashboard/optimizer');
    expect(landingPath('accounts')).toBe('/dashboard/projects');
  });

  it('sends an unknown or missing designation to the projects list, never the sales dashboard', () => {
    for (const designation of [undefined, null, '', 'intern', 'constructor', 'toString']) {
      expect(landingPath(designation)).toBe('/dashboard/projects');
    }
  });

  it('lands only on routes of the table', () => {
    for (const designation of ['sales', 'admin', 'designer', 'production', 'accounts', undefined]) {
      expect(findRoute(landingPath(designation))).toBeDefined();
    }
  });
});

describe('destinationAfterSignIn with a designation', () => {
  it('lands by designation when no page is waiting', () => {
    expect(destinationAfterSignIn(undefined, 'designer')).toBe('/dashboard/projects');
    expect(destinationAfterSignIn({}, 'production')).toBe('/dashboard/optimizer');
    expect(destinationAfterSignIn({ from: '/auth/login' }, 'accounts')).toBe('/dashboard/projects');
    expect(destinationAfterSignIn(null, 'sales')).toBe('/dashboard/sales');
  });

  it('still returns to the page the guard sent the person away from', () => {
    expect(destinationAfterSignIn({ from: '/dashboard/leads?lead=1' }, 'designer')).toBe(
      '/dashboard/leads?lead=1',
    );
  });
});
