/**
 * The Chakra system of the screens outside the signed-in shell's reach: sign-in and the other
 * authentication screens (the auth layout), and what the root renders before any layout (route and
 * configuration errors, toasts). It has the same tokens, semantic tokens and global styles as the full
 * system, and only the recipes those screens use: Chakra's default recipes are ~30 KB gzip, and the
 * first screen has a 200 KB budget (DESIGN section 6). The other layouts put the full system around
 * their pages (FullSystemScope). A unit test renders every auth-layout route with this system and fails
 * if a component asks for a recipe that is missing here (a missing recipe would silently be unstyled).
 */
import { createSystem } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  pinInputSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { appConfig } from './app-config';
import { chakraThemeWith } from './chakra-theme';

export const FIRST_SCREEN_RECIPES = {
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const FIRST_SCREEN_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  pinInput: pinInputSlotRecipe,
  toast: toastSlotRecipe,
};

export const firstScreenSystem = createSystem(
  chakraThemeWith(FIRST_SCREEN_RECIPES, FIRST_SCREEN_SLOT_RECIPES),
  appConfig,
);
