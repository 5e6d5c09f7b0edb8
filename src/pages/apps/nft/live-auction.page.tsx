import { Badge, Box, Button, Card, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Countdown, FurnitureIllustration, PageHeader, toaster } from '@/ui';
import { AUCTION, BID_FIXTURES, type Bid } from './live-auction/auction-fixtures';
import { wholeRupees as rupees } from '@/ui/format/rupees';

export default function AppsNftLiveAuctionPage() {
  const [endsAt] = useState(() => new Date(Date.now() + AUCTION.runsForMs));
  const [ended, setEnded] = useState(false);
  const [bids, setBids] = useState<Bid[]>(BID_FIXTURES);
  const highest = bids[0]?.amount ?? AUCTION.reserve;
  const minimum = highest + AUCTION.minimumIncrement;
  const schema = z.object({
    amount: z.coerce
      .number({ error: 'Enter your bid in rupees.' })
      .min(
        minimum,
        `Bid at least ${rupees.format(minimum)} (highest bid plus ${rupees.format(AUCTION.minimumIncrement)}).`,
      ),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });

  return (
    <>
      <PageHeader title="Live auction" description="Bid on a one-off design before the timer runs out." />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root overflow="hidden">
          <Box bg="bg.subtle">
            <FurnitureIllustration
              kind="wardrobe"
              colorPalette="orange"
              title="A walnut sliding wardrobe with a loft"
            />
          </Box>
          <Card.Body gap="2">
            <Text as="h2" textStyle="xl" fontWeight="semibold">
              {AUCTION.title}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              by {AUCTION.creator}
            </Text>
            <Text>{AUCTION.description}</Text>
          </Card.Body>
        </Card.Root>
        <Stack gap="5">
          <Card.Root>
            <Card.Body gap="4">
              <Flex justify="space-between" align="center" wrap="wrap" gap="2">
                <Text fontWeight="semibold">{ended ? 'Auction ended' : 'Ends in'}</Text>
                <Badge colorPalette={ended ? 'gray' : 'red'}>{ended ? 'Closed' : 'Live'}</Badge>
              </Flex>
              <Countdown target={endsAt} label="Time left in the auction" onComplete={() => setEnded(true)} />
              <Stack gap="0">
                <Text textStyle="sm" color="fg.muted">
                  Highest bid
                </Text>
                <Text textStyle="3xl" fontWeight="bold" data-testid="highest-bid">
                  {rupees.format(highest)}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  Reserve {rupees.format(AUCTION.reserve)} · {bids.length} bids
                </Text>
              </Stack>
              <form
                noValidate
                aria-label="Place a bid"
                onSubmit={handleSubmit((values) => {
                  setBids((current) => [
                    { id: `bid-${current.length + 1}`, bidder: 'You', amount: values.amount, at: 'just now' },
                    ...current,
                  ]);
                  reset({ amount: '' });
                  toaster.create({ type: 'success', title: `You lead with ${rupees.format(values.amount)}` });
                })}
              >
                <Stack gap="3">
                  <Field.Root invalid={Boolean(errors.amount)}>
                    <Field.Label>Your bid (₹)</Field.Label>
                    <Input
                      inputMode="numeric"
                      placeholder={String(minimum)}
                      disabled={ended}
                      {...register('amount')}
                    />
                    <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
                  </Field.Root>
                  <Button type="submit" colorPalette="brand" disabled={ended}>
                    Place bid
                  </Button>
                </Stack>
              </form>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="bid-history-title">
            <Card.Header>
              <Card.Title as="h2" id="bid-history-title">
                Bid history
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack as="ol" listStyleType="none" gap="2" aria-labelledby="bid-history-title">
                {bids.map((bid, index) => (
                  <Flex as="li" key={bid.id} justify="space-between" gap="3">
                    <Text>
                      {bid.bidder}
                      {index === 0 && (
                        <Badge ms="2" colorPalette="green">
                          Leading
                        </Badge>
                      )}
                    </Text>
                    <Text textAlign="end">
                      {rupees.format(bid.amount)}{' '}
                      <Text as="span" textStyle="xs" color="fg.muted">
                        {bid.at}
                      </Text>
                    </Text>
                  </Flex>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </Stack>
      </SimpleGrid>
    </>
  );
}
