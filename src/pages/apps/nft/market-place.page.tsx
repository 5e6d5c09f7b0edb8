import { Button, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Heart, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDemoStore } from '@/services/kit';
import { EmptyState, FormField, PageHeader, OptionSelect } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { ProductCard } from '@/ui/components/product-card/product-card';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { NFT_CATEGORIES, SALE_TYPE_LABELS } from './nft-fixtures';
import { nftImageSrc } from './nft-image';
import {
  currentPrice,
  filterMarket,
  MARKET_SORTS,
  MARKET_STATUSES,
  nftStore,
  parseMarketQuery,
  toggleLike,
} from './nft-market';

/** Designs shown at first and added by each "Show more". */
const PAGE_SIZE = 8;
type Param = 'q' | 'category' | 'status' | 'min' | 'max' | 'sort';

export default function AppsNftMarketPlacePage() {
  const [nfts, setNfts] = useDemoStore(nftStore);
  const [params, setParams] = useSearchParams();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const query = parseMarketQuery(params);
  const matches = filterMarket(nfts, query);
  const shown = matches.slice(0, limit);

  // The URL holds the filters, so a shared link or the back button shows the same grid.
  const update = (key: Param, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setLimit(PAGE_SIZE);
  };
  const like = (id: string) => setNfts((list) => list.map((nft) => (nft.id === id ? toggleLike(nft) : nft)));

  return (
    <>
      <PageHeader
        title="Marketplace"
        description="One-off furniture designs from the studio and the workshop: buy now, bid or make an offer."
        actions={
          <HStack gap="2" wrap="wrap">
            <DemoResetButton subject="the marketplace" onReset={nftStore.reset} />
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={href('/apps/nft/create-nft')}>
                <Plus aria-hidden="true" /> Create NFT
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      <Stack gap="4" mb="5" as="search" aria-label="Filter designs">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          <FormField label="Search">
            <Input
              type="search"
              placeholder="Title, creator or collection"
              value={query.search}
              onChange={(event) => update('q', event.target.value)}
            />
          </FormField>
          <FormField label="Category">
            <OptionSelect
              value={query.category ?? ''}
              onChange={(event) => update('category', event.target.value)}
              placeholder="All categories"
              options={NFT_CATEGORIES}
            />
          </FormField>
          <HStack gap="2" align="flex-start">
            <FormField label="Min price (₹)">
              <Input
                inputMode="numeric"
                value={params.get('min') ?? ''}
                onChange={(event) => update('min', event.target.value.replace(/\D/g, ''))}
              />
            </FormField>
            <FormField label="Max price (₹)">
              <Input
                inputMode="numeric"
                value={params.get('max') ?? ''}
                onChange={(event) => update('max', event.target.value.replace(/\D/g, ''))}
              />
            </FormField>
          </HStack>
          <FormField label="Sort by">
            <OptionSelect
              value={query.sort}
              onChange={(event) => update('sort', event.target.value)}
              options={MARKET_SORTS}
            />
          </FormField>
        </SimpleGrid>
        <HStack gap="2" wrap="wrap" role="group" aria-label="Status">
          <Button
            size="xs"
            variant={query.status ? 'outline' : 'subtle'}
            aria-pressed={!query.status}
            onClick={() => update('status', null)}
          >
            All
          </Button>
          {MARKET_STATUSES.map((status) => (
            <Button
              key={status.value}
              size="xs"
              variant={query.status === status.value ? 'subtle' : 'outline'}
              aria-pressed={query.status === status.value}
              onClick={() => update('status', query.status === status.value ? null : status.value)}
            >
              {status.label}
            </Button>
          ))}
        </HStack>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {matches.length === 1 ? '1 design' : `${matches.length} designs`}
        </Text>
      </Stack>
      {matches.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="No designs match"
          description="Try other words, another category or a wider price range."
        />
      ) : (
        <Stack gap="5">
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }}
            gap="4"
            aria-label="Designs"
          >
            {shown.map((nft) => (
              <li key={nft.id}>
                <ProductCard
                  name={nft.title}
                  headingLevel="h2"
                  to={href('/apps/nft/nft-details', { id: nft.id })}
                  imageSrc={nftImageSrc(nft)}
                  caption={`${nft.creator} · ${nft.collection}`}
                  price={`${nft.saleType === 'auction' && nft.bids.length ? 'Bid ' : ''}${rupees.format(currentPrice(nft))}`}
                  badge={{
                    label: SALE_TYPE_LABELS[nft.saleType],
                    colorPalette: nft.saleType === 'auction' ? 'red' : 'green',
                  }}
                  actions={
                    <HStack gap="1">
                      <IconButton
                        size="sm"
                        variant="ghost"
                        colorPalette={nft.liked ? 'red' : 'gray'}
                        aria-label={`Like ${nft.title}`}
                        aria-pressed={nft.liked}
                        onClick={() => like(nft.id)}
                      >
                        <Heart fill={nft.liked ? 'currentColor' : 'none'} aria-hidden="true" />
                      </IconButton>
                      <Text textStyle="sm" color="fg.muted">
                        {nft.likes.toLocaleString('en-IN')}
                        <Text as="span" srOnly>
                          {' '}
                          likes
                        </Text>
                      </Text>
                      {nft.offers.length > 0 && (
                        <Text textStyle="xs" color="fg.muted" ms="2">
                          {nft.offers.length === 1 ? '1 offer' : `${nft.offers.length} offers`}
                        </Text>
                      )}
                    </HStack>
                  }
                />
              </li>
            ))}
          </SimpleGrid>
          {shown.length < matches.length && (
            <Button
              variant="outline"
              alignSelf="center"
              onClick={() => setLimit((current) => current + PAGE_SIZE)}
            >
              Show more ({matches.length - shown.length} left)
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
