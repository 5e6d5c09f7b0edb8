import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, reportMutationErrorsWith } from '../src/services/kit';
import { toaster } from '../src/ui/components/toaster/toaster-store';
import { UiProvider } from '../src/ui/provider';
import { system } from '../src/ui/theme/system';

/** Light or dark from the toolbar; the app's own Chakra system and toaster around every story. */
const withUi: Decorator = (Story, context) => {
  // Stories that change the theme themselves (parameters.colorMode = 'free') get an unforced provider.
  const free = context.parameters['colorMode'] === 'free';
  const colorMode = context.globals['colorMode'] === 'dark' ? 'dark' : 'light';
  return (
    <UiProvider system={system} {...(free ? {} : { forcedColorMode: colorMode })}>
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

// As the main layout does: a failed mutation is toasted once by the query client.
reportMutationErrorsWith((report) => toaster.create({ type: 'error', ...report }));

/** A fresh query client per story (as the main layout provides one), so no story sees another's cache. */
function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
const withQueries: Decorator = (Story) => (
  <QueryScope>
    <Story />
  </QueryScope>
);

const preview: Preview = {
  decorators: [withQueries, withRouter, withUi],
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
