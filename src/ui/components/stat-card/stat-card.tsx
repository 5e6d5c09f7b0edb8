import { Badge, Card, Flex, HStack, Icon, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Sparkline } from './sparkline';

export interface StatCardProps {
  label: string;
  /** Already formatted, e.g. "₹42.6 L". */
  value: string;
  /** Change against the previous period, in percent (12.5 means +12.5 %). */
  change?: number;
  /** What the change compares with, e.g. "vs last month". */
  changeLabel?: string;
  /** For figures where down is good (overdue payments, rejected quotations). */
  lowerIsBetter?: boolean;
  /** Recent values for the sparkline, oldest first. */
  trend?: number[];
  trendFormat?: (value: number) => string;
  icon?: ReactNode;
}

/** One headline figure: its value, the change with direction and colour, and a sparkline of the recent trend. */
export function StatCard({
  label,
  value,
  change,
  changeLabel,
  lowerIsBetter = false,
  trend,
  trendFormat,
  icon,
}: StatCardProps) {
  const up = (change ?? 0) >= 0;
  const good = change === undefined || change === 0 ? undefined : up !== lowerIsBetter;
  const palette = good === undefined ? 'gray' : good ? 'green' : 'red';
  return (
    <Card.Root size="sm" variant="outline" minW="0">
      <Card.Body>
        {/* Plain elements, not Chakra's dl/dt/dd: the icon and sparkline sit between label and value, which a
            definition list may not contain. */}
        <Stat.Root as="div">
          <Flex justify="space-between" align="flex-start" gap="3">
            <Stat.Label as="p">{label}</Stat.Label>
            {icon && (
              <Icon boxSize="5" color="brand.fg" aria-hidden="true">
                {icon}
              </Icon>
            )}
          </Flex>
          <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
            <Stat.ValueText as="p">{value}</Stat.ValueText>
            {trend && trend.length > 1 && (
              <Flex colorPalette={good === false ? 'red' : 'brand'}>
                <Sparkline values={trend} label={`${label} trend`} format={trendFormat} />
              </Flex>
            )}
          </Flex>
          {change !== undefined && (
            <HStack gap="2">
              <Badge colorPalette={palette} variant="subtle" gap="0">
                {up ? <Stat.UpIndicator color="inherit" /> : <Stat.DownIndicator color="inherit" />}
                {`${up ? '+' : '−'}${Math.abs(change).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`}
              </Badge>
              {changeLabel && <Stat.HelpText>{changeLabel}</Stat.HelpText>}
            </HStack>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
