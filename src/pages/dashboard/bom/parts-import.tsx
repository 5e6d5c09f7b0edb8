/**
 * Import parts from CSV or pasted spreadsheet rows with the optimizer's importer: a preview of what
 * will be added and which lines are refused and why, then one insert of every good row. The parts
 * go to one line of the order, the order's first unless another is picked here.
 */
import { readCsvFile } from '@/services/kit';
import { Field, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { DialogActions, DialogFrame, toaster, OptionSelect } from '@/ui';
import {
  importPlannedParts,
  planPartsImport,
  type PanelChoice,
  importOrderLine,
  nextPosition,
} from '@/services/production';
import type { RecordFieldOption } from '@/ui/components/record-form/record-form-types';
import { useBusyAction } from '../use-busy-action';

const SAMPLE =
  'name,length,width,quantity,material,grain\nSide panel,2100,560,2,PP-001,no\nShutter,2080,445,2,,yes';

export function PartsImport({
  bomId,
  open,
  onOpenChange,
  panels,
  orderLines,
  positions,
  onImported,
}: {
  bomId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panels: readonly PanelChoice[];
  /** The order's lines, in position order, as the part editor offers them. */
  orderLines: readonly RecordFieldOption[];
  positions: readonly number[];
  onImported: () => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [defaultPanel, setDefaultPanel] = useState('');
  const [chosenLine, setChosenLine] = useState<string | null>(null);
  const orderLine = importOrderLine(
    orderLines.map((line) => ({ id: line.value })),
    chosenLine,
  );
  const { busy, error, setError, run } = useBusyAction(
    (cause) =>
      `Nothing was imported: ${cause instanceof Error ? cause.message : 'the database refused a row.'}`,
  );
  const plan = useMemo(
    () =>
      text.trim()
        ? planPartsImport(text, panels, defaultPanel || null, nextPosition(positions), orderLine)
        : null,
    [text, panels, defaultPanel, positions, orderLine],
  );

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 2_000_000) {
      setError('That file is over 2 MB: a bill of material is a few hundred rows at most.');
      return;
    }
    setError(null);
    try {
      // UTF-8, UTF-16 with a byte-order mark or Windows-1252, as the lead import reads them.
      setText((await readCsvFile(file)).text);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The file could not be read.');
    }
  };

  const submit = async () => {
    if (!plan || plan.rows.length === 0) return;
    await run(async () => {
      const count = await importPlannedParts(bomId, plan);
      await onImported();
      toaster.create({ type: 'success', title: `${count} parts imported` });
      setText('');
      onOpenChange(false);
    });
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Import parts from CSV"
      size="lg"
      closeButton={false}
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          onConfirm={() => void submit()}
          busy={busy}
          busyText="Importing…"
          disabled={!plan || plan.rows.length === 0}
        >
          Import {plan?.rows.length ?? 0} parts
        </DialogActions>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          Columns: name, length, width, quantity, material (a processed panel's code or name), grain. A first
          row with a “length” column is read as the header.
        </Text>
        <Field.Root>
          <Field.Label>CSV file</Field.Label>
          <input
            aria-label="CSV file"
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void readFile(event.currentTarget.files?.[0])}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Or paste the rows</Field.Label>
          <Textarea
            value={text}
            rows={6}
            fontFamily="mono"
            placeholder={SAMPLE}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </Field.Root>
        {orderLine !== null ? (
          <Field.Root>
            <Field.Label>Order line the parts are cut for</Field.Label>
            <OptionSelect
              value={orderLine}
              onChange={(event) => setChosenLine(event.currentTarget.value)}
              size="sm"
              options={orderLines}
            />
          </Field.Root>
        ) : null}
        <Field.Root>
          <Field.Label>Processed panel for rows without a material</Field.Label>
          <OptionSelect
            value={defaultPanel}
            onChange={(event) => setDefaultPanel(event.currentTarget.value)}
            size="sm"
            placeholder="None: such rows are refused"
            options={panels.map((panel) => ({
              value: panel.id,
              label: `${panel.code} · ${panel.name}`,
            }))}
          />
        </Field.Root>
        {plan ? (
          <Stack gap="2" role="status" aria-label="Import preview">
            <Text fontWeight="semibold">
              {plan.rows.length} {plan.rows.length === 1 ? 'part' : 'parts'} to add
              {plan.errors.length > 0 ? `, ${plan.errors.length} refused` : ''}
            </Text>
            {plan.errors.length > 0 ? (
              <List.Root ps="5" gap="1" maxH="160px" overflowY="auto">
                {plan.errors.map((issue) => (
                  <List.Item key={issue.line} color="fg.error">
                    Line {issue.line}: {issue.message}
                  </List.Item>
                ))}
              </List.Root>
            ) : null}
          </Stack>
        ) : null}
        {error ? (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
