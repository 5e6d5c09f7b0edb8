import {
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowLeft, FileX, Heart } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDemoStore } from '@/services/kit';
import {
  Countdown,
  DataTable,
  EmptyState,
  PageHeader,
  toaster,
  useClientTable,
  type DataTableColumn,
} from '@/ui';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { SALE_TYPE_LABELS, YOU, type Nft, type NftHistoryEvent } from './nft-fixtures';
import { nftImageSrc } from './nft-image';
import {
  currentPrice,
  formatNftTime,
  highestProposal,
  nftStore,
  recordProposal,
  toggleLike,
} from './nft-market';
import { BidDialog } from './nft-details/bid-dialog';

const HISTORY_COLUMNS: DataTableColumn<NftHistoryEvent>[] = [
  {
    id: 'event',
    header: 'Event',
    value: (row) => row.event,
    sortable: true,
    filter: {
      kind: 'select',
      options: ['Minted', 'Listed', 'Bid', 'Offer', 'Sale', 'Transfer'].map((event) => ({
        value: event,
        label: event,
      })),
    },
  },
  { id: 'from', header: 'From', value: (row) => row.from || '—' },
  { id: 'to', header: 'To', value: (row) => row.to || '—' },
  {
    id: 'amount',
    header: 'Price',
    value: (row) => row.amount,
    cell: (row) => (row.amount === null ? '—' : rupees.format(row.amount)),
    sortable: true,
    align: 'end',
  },
  {
    id: 'at',
    header: 'When',
    value: (row) => row.at,
    cell: (row) => formatNftTime(row.at),
    sortable: true,
  },
];

function History({ nft }: { nft: Nft }) {
  const table = useClientTable(nft.history, HISTORY_COLUMNS, { sort: [{ id: 'at', desc: true }] });
  return (
    <DataTable
      label="History"
      columns={HISTORY_COLUMNS}
      getRowId={(row) => row.id}
      getRowLabel={(row) => `${row.event} ${formatNftTime(row.at)}`}
      exportFileName={`${nft.id}-history`}
      emptyTitle="No events match"
      maxHeight="24rem"
      {...table}
    />
  );
}

function AuctionClock({ runsForMs, onEnd }: { runsForMs: number; onEnd: () => void }) {
  const [endsAt] = useState(() => new Date(Date.now() + runsForMs));
  return <Countdown target={endsAt} label="Time left in the auction" onComplete={onEnd} />;
}

export default function AppsNftNftDetailsPage() {
  const [params] = useSearchParams();
  const [nfts, setNfts] = useDemoStore(nftStore);
  const [bidding, setBidding] = useState(false);
  const [ended, setEnded] = useState(false);
  const id = params.get('id');
  const nft = id ? nfts.find((candidate) => candidate.id === id) : nfts[0];
  const change = (next: (current: Nft) => Nft) =>
    setNfts((list) => list.map((candidate) => (candidate.id === nft?.id ? next(candidate) : candidate)));

  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={href('/apps/nft/market-place')}>
        <ArrowLeft aria-hidden="true" /> Marketplace
      </RouterLink>
    </Button>
  );

  if (!nft)
    return (
      <>
        <PageHeader title="NFT details" description="One design, its price, offers and history." />
        <EmptyState
          icon={<FileX />}
          title="Design not found"
          description="It may have been removed when the demo content was reset."
          actions={back}
        />
      </>
    );

  const auction = nft.saleType === 'auction';
  const highest = highestProposal(nft);
  const proposals = auction ? nft.bids : nft.offers;
  const proposalNoun = auction ? 'bid' : 'offer';

  return (
    <>
      <PageHeader
        title="NFT details"
        description="One design, its price, offers and history."
        actions={back}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root overflow="hidden">
          <Image
            src={nftImageSrc(nft)}
            alt={`Picture of ${nft.title}`}
            aspectRatio={16 / 10}
            objectFit="cover"
            bg="bg.subtle"
          />
          <Card.Body gap="3">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={auction ? 'red' : 'green'}>{SALE_TYPE_LABELS[nft.saleType]}</Badge>
              <Badge>{nft.category}</Badge>
              <Badge variant="outline">{nft.collection}</Badge>
            </HStack>
            <Heading as="h2" size="xl">
              {nft.title}
            </Heading>
            <Text>{nft.description}</Text>
            <HStack gap="1">
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette={nft.liked ? 'red' : 'gray'}
                aria-label={`Like ${nft.title}`}
                aria-pressed={nft.liked}
                onClick={() => change(toggleLike)}
              >
                <Heart fill={nft.liked ? 'currentColor' : 'none'} aria-hidden="true" />
              </IconButton>
              <Text textStyle="sm" color="fg.muted">
                {nft.likes.toLocaleString('en-IN')} likes
              </Text>
            </HStack>
          </Card.Body>
        </Card.Root>
        <Stack gap="5" minW="0">
          <Card.Root>
            <Card.Body gap="4">
              <DataList.Root orientation="horizontal" size="sm">
                {[
                  ['Creator', nft.creator],
                  ['Owner', nft.owner],
                  ['Royalties', `${nft.royaltiesPercent.toLocaleString('en-IN')} %`],
                  ['Listed', formatNftTime(nft.listedOn)],
                ].map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              {auction && nft.auctionRunsForMs !== undefined && (
                <Stack gap="2">
                  <Flex justify="space-between" align="center" gap="2">
                    <Text fontWeight="semibold">{ended ? 'Auction ended' : 'Auction ends in'}</Text>
                    <Badge colorPalette={ended ? 'gray' : 'red'}>{ended ? 'Closed' : 'Live'}</Badge>
                  </Flex>
                  <AuctionClock runsForMs={nft.auctionRunsForMs} onEnd={() => setEnded(true)} />
                </Stack>
              )}
              <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
                <Stack gap="0">
                  <Text textStyle="sm" color="fg.muted">
                    {auction ? (highest === null ? 'Reserve' : 'Highest bid') : 'Price'}
                  </Text>
                  <Text textStyle="3xl" fontWeight="bold" data-testid="nft-price">
                    {rupees.format(currentPrice(nft))}
                  </Text>
                  {!auction && highest !== null && (
                    <Text textStyle="xs" color="fg.muted">
                      Best offer {rupees.format(highest)}
                    </Text>
                  )}
                </Stack>
                <Button colorPalette="brand" disabled={auction && ended} onClick={() => setBidding(true)}>
                  {auction ? 'Place a bid' : 'Make an offer'}
                </Button>
              </Flex>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="proposals-title">
            <Card.Header>
              <Card.Title as="h2" id="proposals-title">
                {auction ? 'Bids' : 'Offers'}
              </Card.Title>
            </Card.Header>
            <Card.Body>
              {proposals.length === 0 ? (
                <Text color="fg.muted">No {proposalNoun}s yet: be the first.</Text>
              ) : (
                <Stack as="ol" listStyleType="none" gap="2" aria-labelledby="proposals-title">
                  {proposals.map((proposal, index) => (
                    <Flex as="li" key={proposal.id} justify="space-between" gap="3" wrap="wrap">
                      <Text>
                        {proposal.bidder}
                        {index === 0 && (
                          <Badge ms="2" colorPalette="green">
                            {auction ? 'Leading' : 'Latest'}
                          </Badge>
                        )}
                      </Text>
                      <Text textAlign="end">
                        {rupees.format(proposal.amount)}{' '}
                        <Text as="span" textStyle="xs" color="fg.muted">
                          {formatNftTime(proposal.at)}
                        </Text>
                      </Text>
                    </Flex>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </SimpleGrid>
      <Box as="section" aria-labelledby="history-title" mt="6">
        <Heading as="h2" size="lg" id="history-title" mb="3">
          History
        </Heading>
        <History nft={nft} />
      </Box>
      <BidDialog
        key={nft.id}
        nft={nft}
        open={bidding}
        onOpenChange={setBidding}
        onPlace={(amount) => {
          change((current) => recordProposal(current, YOU, amount, new Date()));
          setBidding(false);
          toaster.create({
            type: 'success',
            title: auction
              ? `You lead with ${rupees.format(amount)}`
              : `Offer of ${rupees.format(amount)} sent`,
          });
        }}
      />
    </>
  );
}
