import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  List,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { Check, Minus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader, ScrollRegion, toaster } from '@/ui';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import {
  FEATURES,
  PLANS,
  YEARLY_MONTHS_CHARGED,
  planPrice,
  type BillingCycle,
  type FeatureValue,
} from './pricing/pricing-fixtures';

function FeatureCell({ value, plan }: { value: FeatureValue; plan: string }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <Box as="span" color="fg.success" display="inline-flex">
      <Check size={18} aria-label={`Included in ${plan}`} role="img" />
    </Box>
  ) : (
    <Box as="span" color="fg.muted" display="inline-flex">
      <Minus size={18} aria-label={`Not in ${plan}`} role="img" />
    </Box>
  );
}

export default function PagesPricingPage() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [chosen, setChosen] = useState<string | null>(null);
  const yearly = cycle === 'yearly';

  return (
    <>
      <PageHeader
        title="Pricing"
        description="Plans of our 3D design tool for kitchens, wardrobes and panel furniture. Prices exclude 18% GST."
      />
      <Stack gap="8">
        <HStack justify="center" gap="3" wrap="wrap">
          <Switch.Root
            checked={yearly}
            onCheckedChange={(details) => setCycle(details.checked ? 'yearly' : 'monthly')}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Bill yearly</Switch.Label>
          </Switch.Root>
          <Badge colorPalette="green">{12 - YEARLY_MONTHS_CHARGED} months free with yearly billing</Badge>
        </HStack>

        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, xl: 4 }}
          gap="4"
          aria-label="Plans"
        >
          {PLANS.map((plan) => {
            const price = planPrice(plan, cycle);
            return (
              <Card.Root
                as="li"
                key={plan.id}
                borderColor={plan.highlighted ? 'brand.solid' : undefined}
                borderWidth={plan.highlighted ? '2px' : '1px'}
                data-testid={`plan-${plan.id}`}
              >
                <Card.Header>
                  <HStack justify="space-between">
                    <Card.Title as="h2">{plan.name}</Card.Title>
                    {plan.highlighted && <Badge colorPalette="brand">Most chosen</Badge>}
                  </HStack>
                  <Card.Description>{plan.audience}</Card.Description>
                </Card.Header>
                <Card.Body gap="4">
                  <Text>
                    <Text as="span" textStyle="3xl" fontWeight="bold" data-testid={`price-${plan.id}`}>
                      {rupees.format(price.amount)}
                    </Text>
                    <Text as="span" color="fg.muted">
                      {' '}
                      / {price.per}
                    </Text>
                  </Text>
                  {yearly && plan.monthly > 0 && (
                    <Text textStyle="sm" color={{ _light: 'green.700', _dark: 'green.300' }}>
                      You save {rupees.format(plan.monthly * (12 - YEARLY_MONTHS_CHARGED))} a year
                    </Text>
                  )}
                  <List.Root gap="1" variant="plain" textStyle="sm">
                    {FEATURES.slice(0, 5).map((feature) => {
                      const value = feature.values[plan.id];
                      if (value === false) return null;
                      return (
                        <List.Item key={feature.name}>
                          <List.Indicator asChild color="fg.success">
                            <Check />
                          </List.Indicator>
                          {typeof value === 'string' ? `${feature.name}: ${value}` : feature.name}
                        </List.Item>
                      );
                    })}
                  </List.Root>
                </Card.Body>
                <Card.Footer>
                  <Button
                    w="full"
                    colorPalette="brand"
                    variant={plan.highlighted ? 'solid' : 'outline'}
                    aria-pressed={chosen === plan.id}
                    onClick={() => {
                      setChosen(plan.id);
                      toaster.create({
                        type: 'success',
                        title: `${plan.name} plan selected`,
                        description:
                          plan.monthly === 0
                            ? 'Your 14-day trial starts today.'
                            : `${rupees.format(price.amount)} per ${price.per} plus GST.`,
                      });
                    }}
                  >
                    {chosen === plan.id
                      ? 'Selected'
                      : plan.monthly === 0
                        ? 'Start free trial'
                        : `Choose ${plan.name}`}
                  </Button>
                </Card.Footer>
              </Card.Root>
            );
          })}
        </SimpleGrid>

        <Stack gap="3" as="section" aria-labelledby="compare-heading">
          <Text as="h2" id="compare-heading" textStyle="xl" fontWeight="semibold">
            Compare plans
          </Text>
          <ScrollRegion label="Plan comparison, scrolls sideways">
            <Table.Root size="sm" minW="36rem">
              <Table.Caption srOnly>Features of each plan</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Feature</Table.ColumnHeader>
                  {PLANS.map((plan) => (
                    <Table.ColumnHeader key={plan.id} scope="col" textAlign="center">
                      {plan.name}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <Table.Row>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    Price per {yearly ? 'year' : 'month'}
                  </Table.Cell>
                  {PLANS.map((plan) => (
                    <Table.Cell key={plan.id} textAlign="center">
                      {rupees.format(planPrice(plan, cycle).amount)}
                    </Table.Cell>
                  ))}
                </Table.Row>
                {FEATURES.map((feature) => (
                  <Table.Row key={feature.name}>
                    <Table.Cell as="th" scope="row" fontWeight="normal">
                      {feature.name}
                    </Table.Cell>
                    {PLANS.map((plan) => (
                      <Table.Cell key={plan.id} textAlign="center">
                        <FeatureCell value={feature.values[plan.id]} plan={plan.name} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </Stack>
      </Stack>
    </>
  );
}
