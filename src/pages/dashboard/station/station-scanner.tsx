/**
 * The station view for a tablet or phone: the operator picks the station once (kept on this device),
 * then each label scanned (a USB scanner types the QR link and Enter) marks that part's step done;
 * the answer, done or refused with the database's reason, shows in large type. At quality check a
 * part can be rejected back to an earlier station with a reason.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OptionSelect } from '@/ui';
import { Box, Button, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRejectPart, useScanPart, useWorkCentres, type WorkCentre } from '@/services/production';
import { CameraScanner } from './camera-scanner';

const STATION_KEY = 'fpw.station';

type Answer = { tone: 'done' | 'refused'; text: string };

function storedStation(): string | null {
  try {
    return globalThis.localStorage?.getItem(STATION_KEY) ?? null;
  } catch {
    return null;
  }
}

function keepStation(id: string | null) {
  try {
    if (id === null) globalThis.localStorage?.removeItem(STATION_KEY);
    else globalThis.localStorage?.setItem(STATION_KEY, id);
  } catch {
    // A device that keeps nothing asks again next time.
  }
}

export function StationPicker({
  stations,
  onPick,
}: {
  stations: readonly WorkCentre[];
  onPick: (id: string) => void;
}) {
  return (
    <Stack gap="3" as="section" aria-labelledby="pick-station">
      <Heading id="pick-station" size="md">
        Which station is this?
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {stations.map((station) => (
          <Button key={station.id} size="2xl" variant="outline" onClick={() => onPick(station.id)}>
            {station.name}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function AnswerBox({ answer }: { answer: Answer | null }) {
  return (
    <Box
      role={answer?.tone === 'refused' ? 'alert' : 'status'}
      aria-live="polite"
      minH="20"
      p="4"
      borderRadius="l2"
      borderWidth="1px"
      bg={answer === null ? 'bg.subtle' : answer.tone === 'done' ? 'green.subtle' : 'red.subtle'}
      color={answer === null ? 'fg.muted' : answer.tone === 'done' ? 'green.fg' : 'red.fg'}
    >
      <Text fontSize="xl" fontWeight="semibold">
        {answer?.text ?? 'Scan a part label.'}
      </Text>
    </Box>
  );
}

function RejectForm({
  station,
  earlier,
  onAnswer,
}: {
  station: WorkCentre;
  earlier: readonly WorkCentre[];
  onAnswer: (answer: Answer) => void;
}) {
  const reject = useRejectPart();
  const [payload, setPayload] = useState('');
  const [reason, setReason] = useState('');
  const [backTo, setBackTo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reject.mutate(
      { payload, workCentreId: station.id, reason, backTo: backTo === '' ? null : backTo },
      {
        onSuccess: (result) => {
          onAnswer({
            tone: 'done',
            text: `${result.name} rejected: back to the ${result.back_to.toLowerCase()}.`,
          });
          setPayload('');
          setReason('');
        },
        onError: (error) => onAnswer({ tone: 'refused', text: error.message }),
      },
    );
  };
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label="Reject a part">
      <Heading size="md">Reject a part</Heading>
      <Input
        size="xl"
        aria-label="Rejected part label"
        placeholder="Scan the rejected part"
        value={payload}
        onChange={(e) => setPayload(e.target.value)}
      />
      <Input
        size="xl"
        aria-label="Reason"
        placeholder="Why, e.g. chipped edge"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <OptionSelect
        size="lg"
        aria-label="Send back to"
        value={backTo}
        placeholder="Its first station"
        options={earlier.map((s) => ({ value: s.id, label: s.name }))}
        onChange={(e) => setBackTo(e.target.value)}
      />
      <Button type="submit" size="2xl" colorPalette="red" loading={reject.isPending} loadingText="Rejecting…">
        Reject
      </Button>
    </Stack>
  );
}

export interface StationScannerProps {
  /** The station the URL names (its code); else the one this device last used. */
  readonly stationCode?: string | null;
  /** Told the code of the station picked, or null when the operator changes station. */
  readonly onStationChange?: (code: string | null) => void;
}

export function StationScanner({ stationCode = null, onStationChange }: StationScannerProps) {
  const stations = useWorkCentres();
  const scan = useScanPart();
  const [storedId, setStationId] = useState<string | null>(storedStation);
  const [payload, setPayload] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const list = stations.data ?? [];
  const named = stationCode === null ? undefined : list.find((s) => s.code === stationCode);
  const station = named ?? list.find((s) => s.id === storedId) ?? null;
  // The scanner types into the field: it has the focus as soon as a station is chosen.
  useEffect(() => {
    if (station !== null) field.current?.focus();
  }, [station]);

  if (stations.isPending) return <Text>Loading the stations…</Text>;
  if (station === null) {
    return (
      <StationPicker
        stations={list}
        onPick={(id) => {
          keepStation(id);
          setStationId(id);
          setAnswer(null);
          onStationChange?.(list.find((s) => s.id === id)?.code ?? null);
        }}
      />
    );
  }

  const send = (scanned: string) => {
    if (scanned.trim() === '') return;
    scan.mutate(
      { payload: scanned, workCentreId: station.id },
      {
        onSuccess: (result) =>
          setAnswer({
            tone: 'done',
            text: result.packed
              ? `${result.name} packed.`
              : `${result.name} done at the ${result.done_at.toLowerCase()}${result.next ? `: next the ${result.next.toLowerCase()}` : ''}.`,
          }),
        onError: (error) => setAnswer({ tone: 'refused', text: error.message }),
        onSettled: () => field.current?.focus(),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scanned = payload;
    setPayload('');
    send(scanned);
  };

  return (
    <Stack gap="5" maxW="xl">
      <Stack direction="row" align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading size="xl">{station.name}</Heading>
        <Button
          size="lg"
          variant="outline"
          onClick={() => {
            keepStation(null);
            setStationId(null);
            onStationChange?.(null);
          }}
        >
          Change station
        </Button>
      </Stack>
      <Stack as="form" gap="3" onSubmit={submit} aria-label="Scan a part">
        <Input
          ref={field}
          size="2xl"
          autoComplete="off"
          aria-label="Part label"
          placeholder="Scan a part label"
          value={payload}
          onChange={(e) => setPayload(e.target.value)}
        />
        <Button type="submit" size="2xl" colorPalette="brand" loading={scan.isPending} loadingText="Moving…">
          Mark done
        </Button>
      </Stack>
      <CameraScanner onScan={send} />
      <AnswerBox answer={answer} />
      {station.kind === 'quality_check' ? (
        <RejectForm
          station={station}
          earlier={list.filter((s) => s.position < station.position && s.kind !== 'assembly')}
          onAnswer={setAnswer}
        />
      ) : null}
    </Stack>
  );
}
