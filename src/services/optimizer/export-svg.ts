/**
 * A standalone SVG of one sheet for download: plain print colours (the on-screen diagram uses the
 * theme's tokens, which do not exist outside the app), to scale in millimetres.
 */
import type { SheetPlan } from './types.ts';

const escapeXml = (value: string): string => value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const n = (value: number): string => String(Math.round(value * 10) / 10);

export function sheetSvg(sheet: SheetPlan, jobName: string): string {
  const font = Math.max(14, Math.min(sheet.length, sheet.width) / 45);
  const parts = sheet.parts
    .map((p) => {
      const size = `${n(p.cutLength)} x ${n(p.cutWidth)}`;
      const fits = p.sizeX > font * 6 && p.sizeY > font * 2.6;
      const label = fits
        ? `<text x="${n(p.x + p.sizeX / 2)}" y="${n(p.y + p.sizeY / 2)}" font-size="${n(font)}" text-anchor="middle">` +
          `<tspan x="${n(p.x + p.sizeX / 2)}" dy="-0.2em">${escapeXml(p.name)}</tspan>` +
          `<tspan x="${n(p.x + p.sizeX / 2)}" dy="1.2em">${size}</tspan></text>`
        : '';
      return (
        `<g><title>${escapeXml(`${p.name} ${size}${p.rotated ? ' (rotated)' : ''}`)}</title>` +
        `<rect x="${n(p.x)}" y="${n(p.y)}" width="${n(p.sizeX)}" height="${n(p.sizeY)}" fill="#dbe7f3" stroke="#1f3b57" stroke-width="${n(font / 8)}"/>` +
        `${label}</g>`
      );
    })
    .join('');
  const offcuts = sheet.offcuts
    .map(
      (o) =>
        `<rect x="${n(o.x)}" y="${n(o.y)}" width="${n(o.sizeX)}" height="${n(o.sizeY)}" fill="${o.reusable ? 'url(#reusable)' : 'url(#waste)'}" stroke="#8a8a8a" stroke-width="${n(font / 10)}"/>`,
    )
    .join('');
  const title = `${jobName}: sheet ${sheet.index}, ${sheet.stockName}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(sheet.length)} ${n(sheet.width)}" width="${n(sheet.length)}mm" height="${n(sheet.width)}mm" font-family="sans-serif">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><pattern id="waste" width="${n(font)}" height="${n(font)}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<line x1="0" y1="0" x2="0" y2="${n(font)}" stroke="#b0b0b0" stroke-width="${n(font / 6)}"/></pattern>` +
    `<pattern id="reusable" width="${n(font)}" height="${n(font)}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<line x1="0" y1="0" x2="0" y2="${n(font)}" stroke="#4f8a4f" stroke-width="${n(font / 6)}"/></pattern></defs>` +
    `<rect x="0" y="0" width="${n(sheet.length)}" height="${n(sheet.width)}" fill="#f5efe4" stroke="#333" stroke-width="${n(font / 6)}"/>` +
    offcuts +
    parts +
    `</svg>`
  );
}
