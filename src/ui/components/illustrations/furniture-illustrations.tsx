/**
 * Small flat drawings of the business's products (wardrobes, kitchens, panels, edge bands) for demos,
 * empty states and placeholders. Tests run offline, so pictures are drawn in code: as themed inline SVG
 * (follows the colour palette and colour mode) or as a data URI for places that need a real `<img>`.
 */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
// The first-screen system has the same tokens and is built already: importing the full one would build it.
import { firstScreenSystem as system } from '../../theme/first-screen-system';

export type FurnitureKind = 'wardrobe' | 'kitchen' | 'panel-stack' | 'edge-band' | 'study-desk' | 'tv-unit';

export const FURNITURE_KINDS: readonly FurnitureKind[] = [
  'wardrobe',
  'kitchen',
  'panel-stack',
  'edge-band',
  'study-desk',
  'tv-unit',
];

/** What each drawing shows, usable as alt text. */
export const FURNITURE_DESCRIPTIONS: Record<FurnitureKind, string> = {
  wardrobe: 'A three-door wardrobe with a loft above',
  kitchen: 'A straight kitchen with base and wall cabinets',
  'panel-stack': 'A stack of laminated panels ready for cutting',
  'edge-band': 'A roll of edge band beside a panel edge',
  'study-desk': 'A study desk with a drawer unit and a shelf',
  'tv-unit': 'A low TV unit with open shelves',
};

/** The parts of a drawing, each painted with one tone. */
type Tone = 'backdrop' | 'floor' | 'carcass' | 'shutter' | 'accent' | 'handle' | 'line';

type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r?: number; tone: Tone }
  | { kind: 'circle'; cx: number; cy: number; r: number; tone: Tone };

const rect = (x: number, y: number, w: number, h: number, tone: Tone, r = 0): Shape => ({
  kind: 'rect',
  x,
  y,
  w,
  h,
  r,
  tone,
});
const circle = (cx: number, cy: number, r: number, tone: Tone): Shape => ({
  kind: 'circle',
  cx,
  cy,
  r,
  tone,
});

const WIDTH = 320;
const HEIGHT = 200;
const scene = (...shapes: Shape[]): Shape[] => [
  rect(0, 0, WIDTH, HEIGHT, 'backdrop'),
  rect(0, 170, WIDTH, 30, 'floor'),
  ...shapes,
];

const DRAWINGS: Record<FurnitureKind, Shape[]> = {
  wardrobe: scene(
    rect(80, 20, 160, 150, 'carcass', 4),
    rect(86, 26, 148, 28, 'accent', 2),
    rect(86, 60, 47, 104, 'shutter', 2),
    rect(137, 60, 46, 104, 'shutter', 2),
    rect(187, 60, 47, 104, 'shutter', 2),
    rect(126, 100, 3, 22, 'handle', 1),
    rect(176, 100, 3, 22, 'handle', 1),
    rect(191, 100, 3, 22, 'handle', 1),
  ),
  kitchen: scene(
    rect(30, 30, 260, 50, 'carcass', 3),
    rect(36, 36, 80, 38, 'shutter', 2),
    rect(120, 36, 80, 38, 'shutter', 2),
    rect(204, 36, 80, 38, 'shutter', 2),
    rect(30, 110, 260, 60, 'carcass', 3),
    rect(24, 104, 272, 8, 'accent', 2),
    rect(36, 118, 60, 46, 'shutter', 2),
    rect(100, 118, 60, 46, 'shutter', 2),
    rect(164, 118, 60, 46, 'shutter', 2),
    rect(228, 118, 56, 46, 'shutter', 2),
    rect(60, 122, 14, 3, 'handle', 1),
    rect(124, 122, 14, 3, 'handle', 1),
    rect(188, 122, 14, 3, 'handle', 1),
    rect(250, 122, 14, 3, 'handle', 1),
  ),
  'panel-stack': scene(
    rect(50, 140, 220, 12, 'carcass', 2),
    rect(56, 126, 220, 12, 'shutter', 2),
    rect(46, 112, 220, 12, 'accent', 2),
    rect(54, 98, 220, 12, 'carcass', 2),
    rect(50, 84, 220, 12, 'shutter', 2),
    rect(40, 152, 240, 18, 'line', 2),
    rect(60, 56, 120, 22, 'shutter', 3),
    rect(66, 64, 108, 3, 'line', 1),
  ),
  'edge-band': scene(
    circle(110, 110, 56, 'accent'),
    circle(110, 110, 44, 'shutter'),
    circle(110, 110, 18, 'backdrop'),
    rect(160, 150, 140, 20, 'carcass', 2),
    rect(160, 146, 140, 4, 'accent', 1),
    rect(150, 112, 14, 44, 'accent', 2),
  ),
  'study-desk': scene(
    rect(40, 96, 240, 10, 'accent', 2),
    rect(48, 106, 70, 64, 'carcass', 2),
    rect(54, 112, 58, 24, 'shutter', 2),
    rect(54, 140, 58, 24, 'shutter', 2),
    rect(76, 122, 14, 3, 'handle', 1),
    rect(76, 150, 14, 3, 'handle', 1),
    rect(262, 106, 10, 64, 'carcass', 2),
    rect(150, 30, 130, 8, 'accent', 2),
    rect(160, 14, 16, 16, 'shutter', 2),
    rect(180, 10, 12, 20, 'carcass', 2),
  ),
  'tv-unit': scene(
    rect(100, 20, 120, 70, 'line', 4),
    rect(106, 26, 108, 58, 'backdrop', 2),
    rect(30, 120, 260, 50, 'carcass', 3),
    rect(36, 126, 76, 38, 'shutter', 2),
    rect(208, 126, 76, 38, 'shutter', 2),
    rect(116, 126, 88, 17, 'accent', 2),
    rect(116, 147, 88, 17, 'accent', 2),
    rect(68, 140, 14, 3, 'handle', 1),
    rect(238, 140, 14, 3, 'handle', 1),
  ),
};

/** Tone -> semantic colour variable for inline SVG; it follows `colorPalette` and the colour mode. */
const THEMED_TONES: Record<Tone, string> = {
  backdrop: system.token.var('colors.colorPalette.subtle'),
  floor: system.token.var('colors.colorPalette.muted'),
  carcass: system.token.var('colors.colorPalette.emphasized'),
  shutter: system.token.var('colors.bg.panel'),
  accent: system.token.var('colors.colorPalette.solid'),
  handle: system.token.var('colors.fg.muted'),
  line: system.token.var('colors.fg.subtle'),
};

export interface FurnitureIllustrationProps extends Omit<HTMLChakraProps<'svg'>, 'children'> {
  kind: FurnitureKind;
  /**
   * Alt text. Defaults to the drawing's description; pass `''` when the picture only decorates and
   * the text beside it already says what it is.
   */
  title?: string;
}

/** A themed inline drawing; scales to its box while keeping its 16:10 shape. */
export function FurnitureIllustration({
  kind,
  title,
  colorPalette = 'brand',
  ...rest
}: FurnitureIllustrationProps) {
  const label = title ?? FURNITURE_DESCRIPTIONS[kind];
  const decorative = label === '';
  return (
    <chakra.svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid meet"
      display="block"
      w="full"
      h="auto"
      colorPalette={colorPalette}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      {...rest}
    >
      {/* Plain SVG children: Chakra style props would read x, width and r as spacing tokens. */}
      {DRAWINGS[kind].map((shape, index) =>
        shape.kind === 'rect' ? (
          <rect
            key={index}
            x={shape.x}
            y={shape.y}
            width={shape.w}
            height={shape.h}
            rx={shape.r}
            fill={THEMED_TONES[shape.tone]}
          />
        ) : (
          <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} fill={THEMED_TONES[shape.tone]} />
        ),
      )}
    </chakra.svg>
  );
}

/** Tone -> raw colour token for data URIs, which cannot see the page's CSS variables. */
const RAW_TONES: Record<Tone, (palette: string) => string> = {
  backdrop: (palette) => `colors.${palette}.50`,
  floor: (palette) => `colors.${palette}.100`,
  carcass: (palette) => `colors.${palette}.300`,
  shutter: () => 'colors.white',
  accent: (palette) => `colors.${palette}.700`,
  handle: () => 'colors.gray.600',
  line: () => 'colors.gray.500',
};

/**
 * The same drawing as an SVG data URI for `<img src>` (object-fit, figures, galleries). Colours are read
 * from the theme's raw tokens, so the picture changes when the palette does.
 */
export function furnitureImageSrc(kind: FurnitureKind, palette = 'brand'): string {
  const paint = (tone: Tone) => system.token(RAW_TONES[tone](palette), system.token('colors.gray.300'));
  const body = DRAWINGS[kind]
    .map((shape) =>
      shape.kind === 'rect'
        ? `<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="${shape.r ?? 0}" fill="${paint(shape.tone)}"/>`
        : `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${paint(shape.tone)}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Intrinsic size of every drawing, for `width`/`height` attributes that prevent layout shift. */
export const FURNITURE_IMAGE_SIZE = { width: WIDTH, height: HEIGHT } as const;
