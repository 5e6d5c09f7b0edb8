/**
 * A campaign's leads by stage: a stage bar list (each bar's length is its share of the largest
 * stage, its colour the stage's own) whose rows open the leads list filtered to that stage, and a
 * compact stacked bar for the campaigns table.
 */
import { href } from '@/routes/paths';
import { Box, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadStage } from '@/services/crm';

export interface StageCount {
  stage: LeadStage;
  count: number;
}

export function stageCountsOf(
  stages: readonly LeadStage[],
  counts: Readonly<Record<string, number>>,
): StageCount[] {
  return stages.map((stage) => ({ stage, count: counts[stage.id] ?? 0 }));
}

export function leadsLink(campaignId: string, stageId?: string): string {
  return href('/dashboard/leads', { campaign: campaignId, stage: stageId });
}

export function StageFunnel({ campaignId, rows }: { campaignId: string; rows: readonly StageCount[] }) {
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Stack as="ol" aria-label="Leads by stage" gap="2" listStyleType="none">
      {rows.map(({ stage, count }) => (
        <Box as="li" key={stage.id}>
          <Link
            asChild
            variant="plain"
            display="block"
            _hover={{ bg: 'bg.muted' }}
            rounded="l2"
            px="1"
            py="0.5"
          >
            <RouterLink to={leadsLink(campaignId, stage.id)}>
              <HStack justify="space-between" gap="3">
                <Text textStyle="sm">{stage.name}</Text>
                <Text textStyle="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {count}
                  <VisuallyHidden> leads</VisuallyHidden>
                </Text>
              </HStack>
              <Box h="2" bg="bg.muted" rounded="full" overflow="hidden" mt="1">
                {/* Stage colours are data (crm-settings), so they are drawn by style. */}
                <Box
                  h="full"
                  rounded="full"
                  style={{ width: `${(count / largest) * 100}%`, background: stage.colour }}
                />
              </Box>
            </RouterLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}

/** The stages' shares side by side in one bar, with the same figures in its accessible name. */
export function StageMiniBar({ rows, total }: { rows: readonly StageCount[]; total: number }) {
  const summary = rows
    .filter((row) => row.count > 0)
    .map((row) => `${row.stage.name} ${row.count}`)
    .join(', ');
  if (total === 0) {
    return (
      <Text textStyle="xs" color="fg.muted">
        No leads yet
      </Text>
    );
  }
  return (
    <HStack
      role="img"
      aria-label={summary}
      gap="0"
      h="2"
      minW="24"
      rounded="full"
      overflow="hidden"
      bg="bg.muted"
    >
      {rows
        .filter((row) => row.count > 0)
        .map((row) => (
          <Box
            key={row.stage.id}
            h="full"
            title={`${row.stage.name}: ${row.count}`}
            style={{ width: `${(row.count / total) * 100}%`, background: row.stage.colour }}
          />
        ))}
    </HStack>
  );
}
