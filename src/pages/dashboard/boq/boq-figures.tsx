/** The BOQ's money as the database computes it (boq_totals): client, budget, margin and margin %. */
import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { StatCard } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import type { BoqFigures } from '@/services/commercials';

const percent = (n: number) => `${n.toFixed(2)} %`;

export function ProjectFigures({ figures }: { figures: BoqFigures }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="group" aria-label="Project totals">
      <StatCard label="Client amount" value={rupeesAndPaise.format(figures.client_amount)} />
      <StatCard label="Budget amount" value={rupeesAndPaise.format(figures.budget_amount)} />
      <StatCard label="Margin" value={rupeesAndPaise.format(figures.margin_amount)} />
      <StatCard label="Margin %" value={percent(figures.margin_percent)} />
    </SimpleGrid>
  );
}

export function RoomFigures({ room, figures }: { room: string; figures: BoqFigures | undefined }) {
  return (
    <HStack
      gap="6"
      wrap="wrap"
      textStyle="sm"
      role="group"
      aria-label={`Totals of ${room}`}
      borderWidth="1px"
      rounded="l2"
      px="3"
      py="2"
    >
      <Text>
        Client <strong>{rupeesAndPaise.format(figures?.client_amount ?? 0)}</strong>
      </Text>
      <Text>
        Budget <strong>{rupeesAndPaise.format(figures?.budget_amount ?? 0)}</strong>
      </Text>
      <Text>
        Margin <strong>{rupeesAndPaise.format(figures?.margin_amount ?? 0)}</strong> (
        {percent(figures?.margin_percent ?? 0)})
      </Text>
    </HStack>
  );
}
