/**
 * A signature taken on the screen: drawn with a finger, pen or mouse on a canvas (signature_pad,
 * loaded on first use), or typed as a name for those who cannot draw or use the keyboard only.
 * Either way the result is a PNG the caller stores. The pen takes the theme's foreground colour.
 */
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Eraser, Keyboard, PenLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type SignaturePadLibrary from 'signature_pad';

export interface SignatureCapture {
  /** The signature as a PNG image. */
  png: Blob;
  method: 'drawn' | 'typed';
  /** The name as typed, when typed. */
  typedName?: string;
}

export interface SignaturePadProps {
  /** What is being signed for, read out and shown above the pad. */
  label: string;
  /** A signature once drawn or typed; null when cleared. */
  onChange: (signature: SignatureCapture | null) => void;
  disabled?: boolean;
  /** The drawing area's height in CSS pixels. */
  height?: number;
}

const toPng = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be saved.'))),
      'image/png',
    );
  });

/** The typed name written in a hand-like font on a canvas of its own. */
export async function typedSignaturePng(name: string, color: string, font: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the signature.');
  context.fillStyle = color;
  context.font = `italic 48px ${font}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, canvas.width / 2, canvas.height / 2, canvas.width - 40);
  return toPng(canvas);
}

export function SignaturePad({ label, onChange, disabled = false, height = 180 }: SignaturePadProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [ready, setReady] = useState(false);
  const [signed, setSigned] = useState(false);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    if (mode !== 'draw') return undefined;
    let cancelled = false;
    let pad: SignaturePadLibrary | null = null;
    const endStroke = () => {
      const canvas = canvasRef.current;
      if (!canvas || !pad || pad.isEmpty()) return;
      setSigned(true);
      void toPng(canvas).then((png) => changed.current({ png, method: 'drawn' }));
    };
    void import('signature_pad').then(({ default: Library }) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad = new Library(canvas, { penColor: getComputedStyle(canvas).color, minWidth: 1, maxWidth: 3 });
      pad.addEventListener('endStroke', endStroke);
      padRef.current = pad;
      setReady(true);
    });
    return () => {
      cancelled = true;
      pad?.removeEventListener('endStroke', endStroke);
      pad?.off();
      padRef.current = null;
      setReady(false);
    };
  }, [mode]);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else if (ready) padRef.current?.on();
  }, [disabled, ready]);

  // Each keystroke renders a PNG; renders may finish out of order, so only the latest one reports
  // (otherwise "Anil Kapoo" could arrive after "Anil Kapoor" and be the name signed).
  const latestTyping = useRef(0);
  const clear = () => {
    latestTyping.current += 1;
    padRef.current?.clear();
    setTyped('');
    setSigned(false);
    changed.current(null);
  };

  const switchTo = (next: 'draw' | 'type') => {
    if (next === mode) return;
    clear();
    setMode(next);
  };

  const type = (name: string) => {
    setTyped(name);
    const trimmed = name.trim();
    setSigned(trimmed.length > 0);
    const typing = ++latestTyping.current;
    if (trimmed.length === 0) {
      changed.current(null);
      return;
    }
    const style = canvasRef.current ? getComputedStyle(canvasRef.current) : null;
    void typedSignaturePng(trimmed, style?.color ?? 'black', 'cursive').then((png) => {
      if (typing === latestTyping.current) changed.current({ png, method: 'typed', typedName: trimmed });
    });
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={`${id}-label`}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text id={`${id}-label`} fontWeight="medium">
          {label}
        </Text>
        <HStack gap="1">
          <Button
            size="sm"
            variant={mode === 'draw' ? 'subtle' : 'ghost'}
            aria-pressed={mode === 'draw'}
            onClick={() => switchTo('draw')}
            disabled={disabled}
          >
            <PenLine aria-hidden="true" /> Draw
          </Button>
          <Button
            size="sm"
            variant={mode === 'type' ? 'subtle' : 'ghost'}
            aria-pressed={mode === 'type'}
            onClick={() => switchTo('type')}
            disabled={disabled}
          >
            <Keyboard aria-hidden="true" /> Type the name instead
          </Button>
          <Button size="sm" variant="outline" onClick={clear} disabled={disabled || !signed}>
            <Eraser aria-hidden="true" /> Clear
          </Button>
        </HStack>
      </HStack>
      <Box
        position="relative"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor={signed ? 'border.emphasized' : 'border'}
        borderRadius="l2"
        bg="bg.subtle"
        color="fg"
        height={`${height}px`}
        opacity={disabled ? 0.6 : 1}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={mode === 'draw' ? `${label}: draw the signature here` : `${label}: the typed name`}
          style={{
            width: '100%',
            height: '100%',
            touchAction: 'none',
            display: mode === 'draw' ? 'block' : 'none',
          }}
        />
        {mode === 'type' ? (
          <Stack p="4" gap="3" height="full" justify="center">
            <Field.Root disabled={disabled}>
              <Field.Label>Full name of the person signing</Field.Label>
              <Input value={typed} autoComplete="name" onChange={(event) => type(event.target.value)} />
            </Field.Root>
            <Text aria-hidden="true" textStyle="2xl" fontStyle="italic" fontFamily="cursive" truncate>
              {typed}
            </Text>
          </Stack>
        ) : null}
        {mode === 'draw' && !signed ? (
          <Text
            position="absolute"
            insetX="0"
            bottom="3"
            textAlign="center"
            color="fg.muted"
            textStyle="sm"
            pointerEvents="none"
          >
            {ready ? 'Sign above this line with a finger, pen or mouse' : 'Getting the pad ready…'}
          </Text>
        ) : null}
      </Box>
      <Text role="status" textStyle="sm" color={signed ? 'fg' : 'fg.muted'}>
        {signed ? 'Signed' : 'Not signed yet'}
      </Text>
    </Stack>
  );
}
