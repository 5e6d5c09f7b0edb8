import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useColorMode } from './color-mode';

/**
 * One button that flips between light and dark, for screens outside the main shell (sign-in, errors).
 * The header's ThemeSwitch offers "system" too, through a menu; that menu's code is weight the first
 * screen does not need. Choosing here stores an explicit preference, as the menu does.
 */
export function ColorModeToggle() {
  const { colorMode, setPreference } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => setPreference(next)}
    >
      {colorMode === 'dark' ? <Moon size={16} /> : <Sun size={16} />}
    </IconButton>
  );
}
