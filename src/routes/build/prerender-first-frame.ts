/**
 * Build time, node only: index.html carries the sign-in page's first frame as HTML, rendered from the
 * same components the entry draws it with (first-frame-markup.tsx), with the styles it needs inline.
 * The browser paints the sign-in page as it parses the document, before any JavaScript has run; the
 * entry then draws the same frame over it (React replaces the root's children) and the page becomes
 * usable as before. On every other path a script in <head> marks the document, a style hides the frame,
 * and a script after the root removes it before anything paints.
 */
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';
import { FIRST_FRAME_PATHS } from '../first-screen-paths.ts';

const ROOT = '<div id="root"></div>';

/** The path test, as trimPath and hasFirstFrame do it, for index.html's inline scripts. */
export const onFirstFramePath = `${JSON.stringify(FIRST_FRAME_PATHS)}.includes(location.pathname.length>1?location.pathname.replace(/\\/+$/,''):location.pathname)`;

export function prerenderFirstFrame(options: { alias: Record<string, string> }): Plugin {
  return {
    name: 'fpw-prerender-first-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error('prerenderFirstFrame: index.html has no empty #root');
        const { module } = await runnerImport<{ renderFirstFrame(): string }>(
          '/src/routes/first-frame-markup.tsx',
          { configFile: false, resolve: { alias: options.alias }, logLevel: 'error' },
        );
        // Emotion renders each rule's <style> beside its element; in <head>, all of them are read before
        // the body, so the frame paints whole rather than a part at a time as the parser reaches it. The
        // entry's emotion cache adopts them there by their data-emotion names, as it would in the body.
        const styles: string[] = [];
        const frame = module
          .renderFirstFrame()
          .replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, (style) => {
            styles.push(style);
            return '';
          });
        const markHead =
          `<script>if(${onFirstFramePath})document.documentElement.dataset.firstFrame=''</script>` +
          `<style>html:not([data-first-frame]) [data-prerendered]{display:none}</style>${styles.join('')}`;
        const dropElsewhere = `<script>if(!(${onFirstFramePath}))document.querySelector('[data-prerendered]')?.remove()</script>`;
        return html
          .replace('</title>', `</title>${markHead}`)
          .replace(
            ROOT,
            `<div id="root"><div data-prerendered style="display:contents">${frame}</div></div>${dropElsewhere}`,
          );
      },
    },
  };
}
