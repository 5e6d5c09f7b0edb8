import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Plugins of the app's build that shape its own index.html; Storybook's iframe has no app router. */
const APP_DOCUMENT_PLUGINS = new Set(['fpw-preload-router-on-deep-links', 'fpw-prerender-first-frame']);

function isAppDocumentPlugin(plugin: PluginOption): boolean {
  return (
    typeof plugin === 'object' && plugin !== null && 'name' in plugin && APP_DOCUMENT_PLUGINS.has(plugin.name)
  );
}

function withoutAppDocumentPlugins(plugins: PluginOption[] = []): PluginOption[] {
  return plugins.map((plugin) =>
    Array.isArray(plugin) ? withoutAppDocumentPlugins(plugin) : isAppDocumentPlugin(plugin) ? false : plugin,
  );
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker lives here, not in public/, so it never ships with the app.
  staticDirs: ['./msw'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutAppDocumentPlugins(viteConfig.plugins) }),
};

export default config;
