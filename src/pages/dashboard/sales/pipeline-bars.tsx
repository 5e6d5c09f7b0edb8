/** My leads by stage as bars: count and estimated value, each stage opening my leads on it. */
import { Box, Flex, Link, List, Progress, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import type { PipelineStage } from '@/services/crm';
import { formatCount } from '../crm-figures';
import { leadsHref } from '../crm-links';

export function PipelineBars({ stages, owner = 'me' }: { stages: PipelineStage[]; owner?: string }) {
  const most = Math.max(0, ...stages.map((stage) => stage.leads));
  if (most === 0) {
    return <EmptyState title="No leads yet" description="Leads allocated to you appear here by stage." />;
  }
  return (
    <List.Root variant="plain" gap="3" aria-label="Pipeline by stage">
      {stages.map((stage) => (
        <List.Item key={stage.stage_id} display="block">
          <Flex justify="space-between" gap="3" textStyle="sm" mb="1">
            <Flex align="center" gap="2" minW="0">
              {/* The stage's own colour, kept in the database: data, not a theme colour. */}
              <Box
                aria-hidden="true"
                boxSize="2.5"
                borderRadius="full"
                flexShrink={0}
                style={{ backgroundColor: stage.colour }}
              />
              <Link asChild colorPalette="brand" truncate>
                <RouterLink to={leadsHref({ owner, stage: stage.stage_id })}>
                  {stage.name}: {formatCount(stage.leads)}
                </RouterLink>
              </Link>
            </Flex>
            <Text color="fg.muted" flexShrink={0}>
              {wholeRupees.format(stage.value)}
            </Text>
          </Flex>
          <Progress.Root
            size="sm"
            value={most === 0 ? 0 : Math.round((stage.leads / most) * 100)}
            colorPalette={stage.is_won ? 'green' : stage.is_closed ? 'gray' : 'brand'}
            aria-label={`${stage.name}: ${stage.leads} leads`}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </List.Item>
      ))}
    </List.Root>
  );
}
