/**
 * "Scan with camera" at a station: the back camera looks for a part label (QR link or Code 128 short
 * code) and hands the first one it reads to the station as if the USB scanner had typed it. Codes
 * that are not part labels are passed over. Shown only where the device has a camera API; the
 * typed input stays the default.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { canScanWithCamera, labelCodeDetector } from './camera-scan';
import { parseScannedPayload } from './scan-payload';

const LOOK_EVERY_MS = 250;

export function CameraScanner({ onScan }: { onScan: (payload: string) => void }) {
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const handOver = useRef(onScan);
  useEffect(() => {
    handOver.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!looking) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      try {
        const detector = await labelCodeDetector();
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const screen = video.current;
        if (stopped || screen === null) return;
        screen.srcObject = stream;
        await screen.play();
        const look = async () => {
          if (stopped) return;
          const found = await detector.detect(screen).catch(() => []);
          const label = found.map((code) => code.rawValue).find((text) => parseScannedPayload(text) !== null);
          if (label !== undefined) {
            setLooking(false);
            handOver.current(label);
            return;
          }
          timer = setTimeout(() => void look(), LOOK_EVERY_MS);
        };
        await look();
      } catch (error) {
        if (stopped) return;
        setProblem(
          error instanceof Error && error.name === 'NotAllowedError'
            ? 'The camera was not allowed: use the scanner, or allow the camera in the browser.'
            : 'The camera could not be started: use the scanner.',
        );
        setLooking(false);
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [looking]);

  if (!canScanWithCamera()) return null;
  return (
    <Stack gap="3">
      <Button
        size="2xl"
        variant="outline"
        onClick={() => {
          setProblem(null);
          setLooking((now) => !now);
        }}
      >
        <Camera aria-hidden="true" />
        {looking ? 'Stop the camera' : 'Scan with camera'}
      </Button>
      {looking ? (
        <Box borderRadius="l2" overflow="hidden" bg="bg.emphasized">
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camera view"
            style={{ width: '100%', display: 'block' }}
          />
        </Box>
      ) : null}
      {problem ? (
        <Text role="alert" color="red.fg">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
