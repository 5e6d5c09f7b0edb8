// The signed-in layouts extend the root's first-screen system with every recipe (FullSystemScope,
// scoped-system.ts) instead of building the full system again: components must look exactly as they
// do on the full system, and the page must not get the global styles a second time.
import { Badge, Table } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '../provider';
import { firstScreenSystem } from './first-screen-system';
import { FullSystemScope } from './full-system-scope';
import { scopeWithRecipes } from './scoped-system';
import { system as fullSystem } from './system';

afterEach(cleanup);

const globalStyleTags = () => document.head.querySelectorAll('style[data-emotion^="css-global"]').length;

function Sample() {
  return (
    <>
      <Badge colorPalette="green" variant="solid">
        Won
      </Badge>
      <Table.Root size="sm" aria-label="Sample">
        <Table.Body>
          <Table.Row>
            <Table.Cell>Cell</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </>
  );
}

function classesUnder(wrap: (children: ReactNode) => ReactNode) {
  const { unmount } = render(wrap(<Sample />));
  const classes = {
    badge: screen.getByText('Won').className,
    table: screen.getByRole('table', { name: 'Sample' }).className,
    cell: screen.getByRole('cell', { name: 'Cell' }).className,
  };
  unmount();
  return classes;
}

describe('scopeWithRecipes', () => {
  const scoped = scopeWithRecipes(firstScreenSystem, recipes, slotRecipes);

  it('finds every recipe the full system has, and the same tokens', () => {
    for (const key of ['badge', 'button', 'input', 'kbd']) {
      expect(scoped.isRecipe(key), key).toBe(true);
      expect(scoped.getRecipeFn(key)({})).toEqual(fullSystem.getRecipeFn(key)({}));
    }
    for (const key of ['table', 'dialog', 'menu', 'field']) {
      expect(scoped.isSlotRecipe(key), key).toBe(true);
      expect(scoped.getSlotRecipeFn(key)({})).toEqual(fullSystem.getSlotRecipeFn(key)({}));
    }
    expect(scoped.hasRecipe('no-such-recipe')).toBe(false);
    expect(scoped.getRecipe('no-such-recipe', 'fallback')).toBe('fallback');
    expect(scoped.token.var('colors.bg.panel')).toBe(fullSystem.token.var('colors.bg.panel'));
  });

  it('carries no global styles of its own: the root has put them in the page', () => {
    expect(scoped._global).toEqual([]);
    expect(fullSystem._global.length).toBeGreaterThan(0);
  });

  it('styles components inside FullSystemScope exactly as the full system does', () => {
    const onFull = classesUnder((children) => <UiProvider system={fullSystem}>{children}</UiProvider>);
    const inScope = classesUnder((children) => (
      <UiProvider system={firstScreenSystem}>
        <FullSystemScope>{children}</FullSystemScope>
      </UiProvider>
    ));
    const firstScreenOnly = classesUnder((children) => (
      <UiProvider system={firstScreenSystem}>{children}</UiProvider>
    ));
    expect(inScope).toEqual(onFull);
    // The first-screen system lacks these recipes: without the scope they would look otherwise.
    expect(firstScreenOnly.badge).not.toBe(onFull.badge);
    expect(firstScreenOnly.table).not.toBe(onFull.table);
  });

  it('adds no global style sheet to the page', () => {
    render(
      <UiProvider system={firstScreenSystem}>
        <p>root only</p>
      </UiProvider>,
    );
    const rootOnly = globalStyleTags();
    cleanup();
    render(
      <UiProvider system={firstScreenSystem}>
        <FullSystemScope>
          <Sample />
        </FullSystemScope>
      </UiProvider>,
    );
    expect(globalStyleTags()).toBe(rootOnly);
    cleanup();
    render(
      <UiProvider system={firstScreenSystem}>
        <UiProvider system={fullSystem}>
          <Sample />
        </UiProvider>
      </UiProvider>,
    );
    // A second system's provider, as before, would add its own.
    expect(globalStyleTags()).toBeGreaterThan(rootOnly);
  });
});
