/**
 * The signed-in layouts' Chakra system, made from the one the root already runs (first-screen-system.ts)
 * instead of a second `createSystem`: the same tokens, conditions and css functions, with every recipe.
 * A second system cost a signed-in page ~70 ms of the main thread to build (token dictionary, token CSS)
 * and as much again for its provider to serialise, hash and insert the same global styles (every token
 * as a CSS variable) a second time, all while a new tab's database was starting on the other core. The
 * scoped system carries no global styles: the root's provider has put them in the page.
 */
import type { SystemConfig, SystemContext } from '@chakra-ui/react';

type Theme = NonNullable<SystemConfig['theme']>;
type Recipes = NonNullable<Theme['recipes']>;
type SlotRecipes = NonNullable<Theme['slotRecipes']>;

const NO_RECIPE = {};

/** `parent` with these recipes (the parent's own are not kept) and no global styles of its own. */
export function scopeWithRecipes(
  parent: SystemContext,
  recipes: Recipes,
  slotRecipes: SlotRecipes,
): SystemContext {
  const recipeFns = new Map<string, unknown>();
  const slotRecipeFns = new Map<string, unknown>();
  const isRecipe = (key: string) => Object.hasOwn(recipes, key);
  const isSlotRecipe = (key: string) => Object.hasOwn(slotRecipes, key);
  const getRecipe = (key: string, fallback?: unknown): unknown => (isRecipe(key) ? recipes[key] : fallback);
  const getSlotRecipe = (key: string, fallback?: unknown): unknown =>
    isSlotRecipe(key) ? slotRecipes[key] : fallback;
  return {
    ...parent,
    // ChakraProvider injects `_global`, and the layers' order unless layers are off: both are in the page.
    _config: { ...parent._config, disableLayers: true },
    _global: [],
    getRecipe,
    getSlotRecipe,
    getRecipeFn(key: string, fallback?: unknown) {
      if (!recipeFns.has(key)) recipeFns.set(key, parent.cva(getRecipe(key, fallback ?? NO_RECIPE) as never));
      return recipeFns.get(key);
    },
    getSlotRecipeFn(key: string, fallback?: unknown) {
      if (!slotRecipeFns.has(key)) {
        slotRecipeFns.set(key, parent.sva(getSlotRecipe(key, fallback ?? NO_RECIPE) as never));
      }
      return slotRecipeFns.get(key);
    },
    isRecipe,
    isSlotRecipe,
    hasRecipe: (key: string) => isRecipe(key) || isSlotRecipe(key),
  };
}
