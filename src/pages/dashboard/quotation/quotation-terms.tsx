/**
 * Margin, discount, validity and terms of a draft quotation, saved in one call with the version
 * the page loaded (set_quotation_terms; its lines take the margin and discount). What was typed
 * stays when a save fails; a stale version says so and reloads.
 */
import { Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/ui';
import { isDataSourceError } from '@/services/backend';
import { useSetQuotationTerms, type QuotationDetail, type QuotationSummary } from '@/services/commercials';

export interface TermsInput {
  margin: string;
  discount: string;
  validUntil: string;
  terms: string;
}

export function termsErrors(
  values: TermsInput,
  issueDate: string,
): Partial<Record<keyof TermsInput, string>> {
  const errors: Partial<Record<keyof TermsInput, string>> = {};
  const pct = (raw: string) => /^\d+(\.\d{1,2})?$/.test(raw.trim()) && Number(raw) <= 100;
  if (!pct(values.margin)) errors.margin = 'Margin from 0 to 100 %, up to 2 decimals.';
  if (!pct(values.discount)) errors.discount = 'Discount from 0 to 100 %, up to 2 decimals.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.validUntil)) errors.validUntil = 'Choose a date.';
  else if (values.validUntil < issueDate.slice(0, 10))
    errors.validUntil = 'Valid until cannot be before the issue date.';
  if (values.terms.length > 4000) errors.terms = 'At most 4000 characters.';
  return errors;
}

export function QuotationTermsForm({
  quotation,
  detail,
  canEdit,
}: {
  quotation: QuotationSummary;
  detail: QuotationDetail;
  canEdit: boolean;
}) {
  const [values, setValues] = useState<TermsInput>({
    margin: String(detail.margin_percent),
    discount: String(detail.discount_percent),
    validUntil: quotation.valid_until.slice(0, 10),
    terms: detail.terms ?? '',
  });
  const [tried, setTried] = useState(false);
  const save = useSetQuotationTerms();
  const errors = termsErrors(values, quotation.issue_date);
  const shown = tried ? errors : {};
  const set = (key: keyof TermsInput) => (e: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.currentTarget.value }));

  return (
    <Stack
      as="form"
      gap="4"
      aria-label="Quotation terms"
      data-print-hide=""
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(errors).length > 0) return;
        save.mutate(
          {
            id: quotation.id,
            version: detail.version,
            terms: {
              marginPercent: Number(values.margin),
              discountPercent: Number(values.discount),
              validUntil: values.validUntil,
              terms: values.terms,
            },
          },
          {
            onSuccess: () => toaster.create({ type: 'success', title: 'Terms saved' }),
            onError: (error) =>
              toaster.create(
                isDataSourceError(error) && error.kind === 'conflict'
                  ? {
                      type: 'warning',
                      title: 'Someone changed this quotation',
                      description: 'It was reloaded with their changes; your entries are still in the form.',
                    }
                  : { type: 'error', title: 'Terms not saved', description: error.message },
              ),
          },
        );
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field.Root invalid={Boolean(shown.margin)} disabled={!canEdit}>
          <Field.Label>Margin (%)</Field.Label>
          <Input inputMode="decimal" value={values.margin} onChange={set('margin')} />
          <Field.ErrorText>{shown.margin}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(shown.discount)} disabled={!canEdit}>
          <Field.Label>Discount (%)</Field.Label>
          <Input inputMode="decimal" value={values.discount} onChange={set('discount')} />
          <Field.ErrorText>{shown.discount}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(shown.validUntil)} disabled={!canEdit}>
          <Field.Label>Valid until</Field.Label>
          <Input type="date" value={values.validUntil} onChange={set('validUntil')} />
          <Field.ErrorText>{shown.validUntil}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={Boolean(shown.terms)} disabled={!canEdit}>
        <Field.Label>Terms</Field.Label>
        <Textarea rows={3} value={values.terms} onChange={set('terms')} />
        <Field.ErrorText>{shown.terms}</Field.ErrorText>
      </Field.Root>
      <Button
        type="submit"
        alignSelf="flex-start"
        size="sm"
        colorPalette="brand"
        loading={save.isPending}
        loadingText="Saving terms…"
        disabled={!canEdit}
      >
        Save terms
      </Button>
    </Stack>
  );
}
