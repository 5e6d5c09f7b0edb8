// index.html carries the sign-in page's first frame, so it paints before any JavaScript has run.
import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformHook } from 'vite';
import { expect, it } from 'vitest';
import { prerenderFirstFrame } from './prerender-first-frame';

const alias = { '@': fileURLToPath(new URL('../../', import.meta.url)) };
const page = '<html><head><title>FPW</title></head><body><div id="root"></div></body></html>';

async function transform(html: string): Promise<string> {
  const hook = prerenderFirstFrame({ alias }).transformIndexHtml as { handler: IndexHtmlTransformHook };
  const result = await hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' });
  if (typeof result !== 'string') throw new Error('expected the page as a string');
  return result;
}

it('puts the disabled sign-in form in the root and its styles in the head', async () => {
  const html = await transform(page);
  const [head = '', body = ''] = html.split('</head>');
  expect(body).toContain('<div id="root"><div data-prerendered style="display:contents">');
  expect(body).toMatch(/<h[12][^>]*>Sign in<\/h[12]>/);
  expect(body).toContain('Demo accounts');
  expect(body).not.toContain('<style data-emotion');
  expect(head.match(/<style data-emotion="/g)?.length ?? 0).toBeGreaterThan(10);
  // Shown only on the paths whose first frame it is; removed elsewhere before anything paints.
  expect(head).toContain('html:not([data-first-frame]) [data-prerendered]{display:none}');
  expect(head).toContain('["/","/auth/login"]');
  expect(body).toContain(`document.querySelector('[data-prerendered]')?.remove()`);
}, 60_000);

it('refuses a page without an empty root rather than build one without its frame', async () => {
  await expect(transform('<html><head><title>x</title></head><body></body></html>')).rejects.toThrow(/#root/);
});
