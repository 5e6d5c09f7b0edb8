import { Box, Button, Circle, Dialog, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

export type MessageTone = 'success' | 'error' | 'warning' | 'info';

const TONES: Record<MessageTone, { palette: string; icon: ReactNode }> = {
  success: { palette: 'green', icon: <CircleCheck size={32} /> },
  error: { palette: 'red', icon: <CircleAlert size={32} /> },
  warning: { palette: 'orange', icon: <TriangleAlert size={32} /> },
  info: { palette: 'blue', icon: <Info size={32} /> },
};

export interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone: MessageTone;
  title: string;
  description?: ReactNode;
  /** Label of the closing button. */
  closeLabel?: string;
  /** Closes by itself after this many milliseconds, showing the time left. */
  autoCloseMs?: number;
  /** Extra content, e.g. a form; the page owns its buttons then. */
  children?: ReactNode;
  /** Replaces the single close button (e.g. Cancel and Submit of an input dialog). */
  footer?: ReactNode;
}

function TimeLeft({ totalMs, onDone }: { totalMs: number; onDone: () => void }) {
  const [leftMs, setLeftMs] = useState(totalMs);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, totalMs - (Date.now() - started));
      setLeftMs(left);
      if (left === 0) {
        window.clearInterval(timer);
        onDone();
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [totalMs, onDone]);
  const seconds = Math.ceil(leftMs / 1000);
  return (
    <Stack gap="1" w="full">
      <Progress.Root value={(leftMs / totalMs) * 100} size="xs" colorPalette="gray" aria-label="Time left">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="xs" color="fg.muted" aria-live="polite">
        Closes in {seconds} second{seconds === 1 ? '' : 's'}
      </Text>
    </Stack>
  );
}

/**
 * A centred message with a status icon: success, error, warning or information, optionally closing by
 * itself after a time. The alert-dialog role makes screen readers read it at once.
 */
export function MessageDialog({
  open,
  onOpenChange,
  tone,
  title,
  description,
  closeLabel = 'OK',
  autoCloseMs,
  children,
  footer,
}: MessageDialogProps) {
  const { palette, icon } = TONES[tone];
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content textAlign="center">
            <Dialog.Body pt="8">
              <Stack align="center" gap="3">
                <Circle size="16" bg={`${palette}.subtle`} color={`${palette}.fg`} aria-hidden="true">
                  {icon}
                </Circle>
                <Dialog.Title textStyle="xl">{title}</Dialog.Title>
                {description && (
                  <Dialog.Description asChild>
                    <Box color="fg.muted">{description}</Box>
                  </Dialog.Description>
                )}
                {children}
                {open && autoCloseMs !== undefined && (
                  <TimeLeft totalMs={autoCloseMs} onDone={() => onOpenChange(false)} />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              {footer ?? (
                <Button
                  colorPalette={palette === 'red' ? 'red' : 'brand'}
                  onClick={() => onOpenChange(false)}
                >
                  {closeLabel}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
