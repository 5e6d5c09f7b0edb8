/** The app's Chakra system: every default recipe, the brand tokens and semantic tokens for light and dark. */
import { createSystem } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { appConfig } from './app-config';
import { chakraThemeWith } from './chakra-theme';

export const system = createSystem(chakraThemeWith(recipes, slotRecipes), appConfig);
