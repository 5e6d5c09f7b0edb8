/** Cells the crypto tables share: a percentage change that says its direction in words and icon, not colour alone. */
import { HStack, Text } from '@chakra-ui/react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { changeDirection, formatChange } from './crypto-model';

const LOOK = {
  up: { color: 'green.fg', Icon: ArrowUpRight, words: 'up' },
  down: { color: 'red.fg', Icon: ArrowDownRight, words: 'down' },
  flat: { color: 'fg.muted', Icon: Minus, words: 'unchanged' },
} as const;

export function ChangeText({ change }: { change: number }) {
  const { color, Icon, words } = LOOK[changeDirection(change)];
  return (
    <HStack as="span" gap="0.5" justify="flex-end" color={color} fontVariantNumeric="tabular-nums">
      <Icon size={14} aria-hidden="true" />
      <Text as="span" title={`${words} ${formatChange(change)}`}>
        {formatChange(change)}
      </Text>
    </HStack>
  );
}
