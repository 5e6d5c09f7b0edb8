import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '../src/ui/provider';

/** Light or dark from the toolbar; the app's own Chakra system and toaster around every story. */
const withUi: Decorator = (Story, context) => {
  const colorMode = context.globals['colorMode'] === 'dark' ? 'dark' : 'light';
  return (
    <UiProvider forcedColorMode={colorMode}>
      <Story />
    </UiProvider>
  );
};

/** Stories that render routes bring their own router (parameters.router = 'own'); the rest get a memory router. */
const withRouter: Decorator = (Story, context) => {
  if (context.parameters['router'] === 'own') return <Story />;
  const initialPath =
    typeof context.parameters['initialPath'] === 'string' ? context.parameters['initialPath'] : '/';
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  decorators: [withRouter, withUi],
  loaders: [mswLoader()],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
