/**
 * A saved cutting plan (dashboard/optimizer?plan=): its sheets with the cuts in saw order, the
 * yield, part labels on A4 label sheets to print, and "Mark as cut".
 */
import { Badge, Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { ArrowLeft, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AccessDenied, ErrorState, LoadingState } from '@/ui';
import { LabelSheet } from '@/ui/components/label-sheet/label-sheet';
import { CUTTING_PLAN_STATUS_LABELS, useCuttingPlan, type SavedCuttingPlan } from '@/services/production';
import { bomHref } from './links';
import { MarkCut } from './mark-cut';
import { planLabels } from './plan-labels';
import { PlanSheets } from './plan-sheets';
import { href } from '@/routes/paths';

function Figures({ plan }: { plan: SavedCuttingPlan }) {
  const sheets = plan.layout?.sheets ?? [];
  const figures = [
    { label: 'Full sheets', value: String(plan.sheets_used ?? '—') },
    { label: 'Offcuts used', value: String(sheets.filter((s) => s.offcutStock).length) },
    { label: 'Yield', value: plan.yield_percent === null ? '—' : `${plan.yield_percent}%` },
    { label: 'Cuts', value: String(sheets.reduce((sum, s) => sum + s.cuts.length, 0)) },
    { label: 'Parts', value: String(sheets.reduce((sum, s) => sum + s.parts.length, 0)) },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" role="group" aria-label="Plan figures">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" rounded="l2" p="3">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText>{figure.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

export function PlanView({ planId }: { planId: string }) {
  const plan = useCuttingPlan(planId);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const labels = useMemo(() => (plan.data ? planLabels(plan.data, origin) : []), [plan.data, origin]);
  if (plan.isPending) return <LoadingState label="Loading the cutting plan…" />;
  if (plan.isError) {
    return (
      <ErrorState
        title="The cutting plan did not load"
        message={plan.error.message}
        onRetry={() => void plan.refetch()}
      />
    );
  }
  if (plan.data === null) {
    return (
      <AccessDenied
        title="No such cutting plan"
        reason="This plan does not exist, or it is not yours to see."
      />
    );
  }
  const data = plan.data;
  const layout = data.layout;
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            {data.name}
          </Heading>
          <Badge
            colorPalette={data.status === 'cut' ? 'green' : 'gray'}
            aria-label={`Status ${CUTTING_PLAN_STATUS_LABELS[data.status]}`}
          >
            {CUTTING_PLAN_STATUS_LABELS[data.status]}
          </Badge>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {layout ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={bomHref(layout.order_id, data.bom_id)}>
                <ArrowLeft aria-hidden="true" /> Bill of material
              </RouterLink>
            </Button>
          ) : null}
          <MarkCut plan={data} />
        </HStack>
      </HStack>
      {layout ? (
        <Text color="fg.muted">
          {layout.panel_code} · {layout.panel_name}, order {layout.order_number}; sheets of{' '}
          {data.sheet_length_mm} × {data.sheet_width_mm} mm, kerf {layout.settings.kerf} mm, trim{' '}
          {layout.settings.trim} mm.
        </Text>
      ) : null}
      <Figures plan={data} />
      {data.status === 'cut' ? (
        <Text role="status">
          Cut: its sheets left stock and its offcuts are listed under{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to={href('/dashboard/stocks')}>Stocks</RouterLink>
          </Link>
          .
        </Text>
      ) : null}
      {layout ? (
        <>
          {layout.unplaced.length > 0 ? (
            <Text role="alert" color="red.fg">
              Not cut in this plan:{' '}
              {layout.unplaced.map((u) => `${u.name} × ${u.quantity} (${u.reason})`).join('; ')}
            </Text>
          ) : null}
          <PlanSheets layout={layout} />
          <Stack as="section" aria-labelledby="plan-labels-heading" gap="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Heading as="h3" size="md" id="plan-labels-heading">
                Part labels
              </Heading>
              <Button
                size="sm"
                variant="outline"
                onClick={() => window.print()}
                disabled={labels.length === 0}
              >
                <Printer aria-hidden="true" /> Print labels
              </Button>
            </HStack>
            <Box>
              <LabelSheet labels={labels} label={`Labels of ${data.name}`} />
            </Box>
          </Stack>
        </>
      ) : (
        <Text>
          This plan was recorded as a summary only ({data.sheets_used ?? 0} sheets), without a layout.
          Optimise its bill of material again for diagrams and labels.
        </Text>
      )}
    </Stack>
  );
}
