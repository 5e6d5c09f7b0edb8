/** "Create quotation" from the selected BOQ lines: a title, the margin and how long it is valid. */
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogActions, DialogFrame } from '@/ui';
import { useBusyAction } from '../use-busy-action';

export interface QuotationStart {
  title: string;
  marginPercent: number;
  validDays: number;
}

export function quotationStartErrors(values: { title: string; margin: string; days: string }) {
  const errors: Partial<Record<'title' | 'margin' | 'days', string>> = {};
  if (values.title.trim().length < 1 || values.title.trim().length > 160)
    errors.title = 'Enter a title of up to 160 characters.';
  const margin = Number(values.margin);
  if (values.margin.trim() === '' || !Number.isFinite(margin) || margin < 0 || margin > 100)
    errors.margin = 'Margin from 0 to 100 %.';
  const days = Number(values.days);
  if (!/^\d+$/.test(values.days.trim()) || days < 1 || days > 365) errors.days = 'From 1 to 365 days.';
  return errors;
}

export function CreateQuotationDialog({
  open,
  onOpenChange,
  count,
  defaultTitle,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  defaultTitle: string;
  onCreate: (start: QuotationStart) => Promise<void>;
}) {
  const [title, setTitle] = useState(defaultTitle);
  const [margin, setMargin] = useState('20');
  const [days, setDays] = useState('30');
  const [tried, setTried] = useState(false);
  const { busy, error, run } = useBusyAction();
  const errors = quotationStartErrors({ title, margin, days });
  const show = (key: keyof typeof errors) => (tried ? errors[key] : undefined);
  const create = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    await run(() =>
      onCreate({
        title: title.trim(),
        marginPercent: Number(margin),
        validDays: Number(days),
      }),
    );
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={`Create quotation from ${count} ${count === 1 ? 'line' : 'lines'}`}
      placement="center"
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          onConfirm={() => void create()}
          busy={busy}
          busyText="Creating quotation…"
        >
          Create quotation
        </DialogActions>
      }
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(show('title'))}>
          <Field.Label>Title</Field.Label>
          <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          <Field.ErrorText>{show('title')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(show('margin'))}>
          <Field.Label>Margin on budget rates (%)</Field.Label>
          <Input inputMode="decimal" value={margin} onChange={(e) => setMargin(e.currentTarget.value)} />
          <Field.ErrorText>{show('margin')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(show('days'))}>
          <Field.Label>Valid for (days)</Field.Label>
          <Input inputMode="numeric" value={days} onChange={(e) => setDays(e.currentTarget.value)} />
          <Field.ErrorText>{show('days')}</Field.ErrorText>
        </Field.Root>
        {error && (
          <Text color="fg.error" textStyle="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
