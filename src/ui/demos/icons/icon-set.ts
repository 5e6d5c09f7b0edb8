/**
 * The whole lucide set, for the icon gallery only. Loaded with import() from the gallery, so its
 * ~2,000 icons land in the icons route's own chunk; the rest of the app imports single icons by name.
 */
import { icons, type LucideIcon } from 'lucide-react';

export type IconSet = Record<string, LucideIcon>;

export const ICON_SET: IconSet = icons;
