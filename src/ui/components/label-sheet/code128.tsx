/**
 * A Code 128 barcode drawn as SVG, for scanners that read only 1D codes. jsbarcode is loaded the
 * first time a barcode is drawn, so pages without labels never fetch it. Black bars on white (the
 * contrast a scanner needs), sized by its box; the value is printed under the bars.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

export interface Code128Props extends Omit<BoxProps, 'children'> {
  readonly value: string;
  /** Names the barcode for assistive technology. */
  readonly label: string;
}

export function Code128({ value, label, ...box }: Code128Props) {
  const svg = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('jsbarcode').then(({ default: drawBarcode }) => {
      if (!current || svg.current === null) return;
      drawBarcode(svg.current, value, {
        format: 'CODE128',
        width: 1,
        height: 24,
        margin: 0,
        fontSize: 9,
        textMargin: 0,
        lineColor: 'currentColor',
        background: 'transparent',
      });
      // jsbarcode sets a pixel size; the box decides the printed one.
      svg.current.removeAttribute('width');
      svg.current.removeAttribute('height');
      svg.current.setAttribute('preserveAspectRatio', 'none');
      setDrawn(value);
    });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Box
      role="img"
      aria-label={label}
      data-barcode-value={value}
      data-drawn={drawn === value ? '' : undefined}
      color="black"
      bg="white"
      {...box}
    >
      <svg ref={svg} aria-hidden="true" style={{ display: 'block', width: '100%', height: '100%' }} />
    </Box>
  );
}
