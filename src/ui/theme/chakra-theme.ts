/**
 * Chakra's default theme, rebuilt here with the recipes as a parameter. Chakra's own `defaultConfig` holds
 * every recipe in one module; importing it anywhere puts them all in the first screen's chunk, since the
 * theme module is shared with the first-screen system. Built from the parts instead, each system's
 * recipes load with that system: a few with the first screen, the rest with the signed-in layouts.
 */
import { defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

type Theme = NonNullable<SystemConfig['theme']>;

/** The same config as Chakra's `defaultConfig`, with these recipes instead of all of them. */
export function chakraThemeWith(
  recipes: NonNullable<Theme['recipes']>,
  slotRecipes: NonNullable<Theme['slotRecipes']>,
): SystemConfig {
  return mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens,
        semanticTokens,
        recipes,
        slotRecipes,
        textStyles,
        layerStyles,
        animationStyles,
      },
    }),
  );
}
