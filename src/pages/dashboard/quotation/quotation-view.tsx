/**
 * One quotation (`?id=`, and `compare=<revision>` to compare): its status with who and when, the
 * status buttons, the terms of a draft, the client-ready document (lines by room, GST split, amount
 * in words) and the revisions of its number. A sent or decided quotation is read-only and says why.
 */
import { Alert, Badge, Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AccessDenied, ErrorState, LoadingState, QuotationDocument, StatCard, OptionSelect } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import {
  BOQ_LABELS,
  useQuotation,
  useQuotationClient,
  useQuotationDetail,
  useQuotationLines,
  useQuotationTax,
  useRevisions,
} from '@/services/commercials';
import { useOrgSettings, usePermissions } from '@/services/admin';
import { QuotationActions } from './quotation-actions';
import { QuotationCompare } from './quotation-compare';
import { documentProps } from './quotation-print';
import { lockedReason, STATUS_PALETTE } from './quotation-status';
import { QuotationTermsForm } from './quotation-terms';
import { href } from '@/routes/paths';

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : '';

export function QuotationView({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const quotation = useQuotation(id);
  const q = quotation.data ?? null;
  const detail = useQuotationDetail(q ? id : null);
  const lines = useQuotationLines(q ? id : null);
  const tax = useQuotationTax(q ? id : null);
  const client = useQuotationClient(q?.client_id ?? null);
  const org = useOrgSettings();
  const revisions = useRevisions(q?.number ?? null);
  const { can } = usePermissions();

  if (quotation.isError) {
    return (
      <ErrorState
        title="The quotation could not be loaded"
        message={quotation.error.message}
        onRetry={() => void quotation.refetch()}
      />
    );
  }
  if (quotation.isPending) return <LoadingState label="Loading the quotation…" />;
  if (q === null) {
    return (
      <AccessDenied
        reason="This quotation does not exist or is not one you can see."
        actions={
          <Button variant="outline" onClick={() => setParams({})}>
            All quotations
          </Button>
        }
      />
    );
  }

  const locked = lockedReason(q.status, q.reference);
  const others = (revisions.data ?? []).filter((r) => r.id !== q.id);
  const compareWith = others.find((r) => String(r.revision) === params.get('compare')) ?? null;
  const [older, newer] =
    compareWith && compareWith.revision < q.revision ? [compareWith, q] : [q, compareWith];

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3" data-print-hide="">
        <Stack gap="1">
          <HStack>
            <Text fontWeight="semibold" textStyle="lg">
              {q.reference}
            </Text>
            <Badge colorPalette={STATUS_PALETTE[q.status]}>{BOQ_LABELS[q.status] ?? q.status}</Badge>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            <Link asChild colorPalette="brand">
              <RouterLink to={href('/dashboard/boq', { project: q.project_id })}>
                {q.project_code} · {q.project_name}
              </RouterLink>
            </Link>{' '}
            · {q.client_name}
            {q.prepared_by_name ? ` · prepared by ${q.prepared_by_name}` : ''}
          </Text>
          {q.sent_at && (
            <Text textStyle="sm">
              Sent {when(q.sent_at)}
              {q.sent_by_name ? ` by ${q.sent_by_name}` : ''}
            </Text>
          )}
          {q.decided_at && (
            <Text textStyle="sm">
              {q.status === 'approved' ? 'Approved' : 'Rejected'} {when(q.decided_at)}
              {q.decided_by_name ? ` by ${q.decided_by_name}` : ''}
              {q.decision_note ? `: ${q.decision_note}` : ''}
            </Text>
          )}
        </Stack>
        <QuotationActions quotation={q} />
      </HStack>

      {locked && (
        <Alert.Root status="info" data-print-hide="">
          <Alert.Indicator />
          <Alert.Title>{locked}</Alert.Title>
        </Alert.Root>
      )}

      {tax.data && (
        <SimpleGrid
          columns={{ base: 2, md: 4 }}
          gap="3"
          data-print-hide=""
          role="group"
          aria-label="Quotation totals"
        >
          <StatCard label="Taxable value" value={rupeesAndPaise.format(tax.data.taxable_total)} />
          <StatCard label="GST" value={rupeesAndPaise.format(tax.data.gst_total)} />
          <StatCard label="Grand total" value={rupeesAndPaise.format(tax.data.grand_total)} />
          <StatCard
            label="Margin"
            value={`${rupeesAndPaise.format(tax.data.margin_total)} (${tax.data.margin_percent} %)`}
          />
        </SimpleGrid>
      )}

      {q.status === 'draft' && detail.data && (
        <QuotationTermsForm
          key={detail.data.version}
          quotation={q}
          detail={detail.data}
          canEdit={can('proposal.create')}
        />
      )}

      {others.length > 0 && (
        <HStack data-print-hide="" wrap="wrap">
          <OptionSelect
            aria-label="Compare with revision"
            value={compareWith ? String(compareWith.revision) : ''}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.currentTarget.value) next.set('compare', e.currentTarget.value);
              else next.delete('compare');
              setParams(next);
            }}
            size="sm"
            layout={{ maxW: 'xs' }}
            placeholder="Compare with…"
            options={others.map((r) => ({
              value: String(r.revision),
              label: `Compare with revision ${r.revision} (${BOQ_LABELS[r.status] ?? r.status})`,
            }))}
          />
          {others.map((r) => (
            <Button key={r.id} size="xs" variant="ghost" onClick={() => setParams({ id: r.id })}>
              Open revision {r.revision}
            </Button>
          ))}
        </HStack>
      )}
      {compareWith && newer && <QuotationCompare older={older} newer={newer} />}

      {lines.isError || tax.isError ? (
        <ErrorState
          title="The lines could not be loaded"
          onRetry={() => void Promise.all([lines.refetch(), tax.refetch()])}
        />
      ) : lines.data && tax.data ? (
        <QuotationDocument
          {...documentProps(
            q,
            lines.data,
            tax.data,
            client.data ?? null,
            org.data ?? null,
            detail.data?.terms ?? null,
          )}
        />
      ) : (
        <LoadingState label="Loading the lines…" />
      )}
    </Stack>
  );
}
