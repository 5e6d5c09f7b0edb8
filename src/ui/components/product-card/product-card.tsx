import { Badge, Box, Card, HStack, Image, LinkOverlay, LinkBox, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Rating } from '../rating/rating';

export interface ProductCardProps {
  name: string;
  /** Where the card leads (the product's details). */
  to: string;
  imageSrc: string;
  /** Alt text; `''` when the name beside it already says everything. */
  imageAlt?: string;
  /** Formatted selling price, e.g. "₹84,500". */
  price: string;
  /** Formatted list price, struck through when there is an offer. */
  listPrice?: string | undefined;
  /** Short line under the name, e.g. the category. */
  caption?: string;
  rating?: number;
  reviewCount?: number;
  /** A label over the picture ("12 % off", "Out of stock"). */
  badge?: { label: string; colorPalette: string } | undefined;
  /** Buttons at the bottom (add to cart, wishlist); they stay clickable over the card's link. */
  actions?: ReactNode;
  /** The level of the name's heading, so it follows the page's outline (h2 right under the page's h1). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * One product in a shop grid: picture, name (the link to its page), price with the list price it is reduced
 * from, rating and actions. The whole card is clickable through a link overlay, and the actions sit above it.
 */
export function ProductCard({
  name,
  to,
  imageSrc,
  imageAlt = '',
  price,
  listPrice,
  caption,
  rating,
  reviewCount,
  badge,
  actions,
  headingLevel = 'h3',
}: ProductCardProps) {
  const Heading = headingLevel;
  return (
    <LinkBox asChild>
      <Card.Root as="article" overflow="hidden" size="sm" h="full" aria-label={name}>
        <Box position="relative" bg="bg.muted">
          <Image
            src={imageSrc}
            alt={imageAlt}
            aspectRatio={16 / 10}
            w="full"
            objectFit="cover"
            loading="lazy"
          />
          {badge && (
            <Badge
              position="absolute"
              top="2"
              insetStart="2"
              colorPalette={badge.colorPalette}
              variant="surface"
            >
              {badge.label}
            </Badge>
          )}
        </Box>
        <Card.Body gap="1.5">
          {caption && (
            <Text textStyle="xs" color="fg.muted">
              {caption}
            </Text>
          )}
          <Card.Title asChild textStyle="md" lineClamp={2}>
            <Heading>
              <LinkOverlay asChild>
                <RouterLink to={to}>{name}</RouterLink>
              </LinkOverlay>
            </Heading>
          </Card.Title>
          {rating !== undefined && (
            <HStack gap="1.5">
              <Rating label="Rating" value={rating} readOnly size="xs" />
              {reviewCount !== undefined && (
                <Text textStyle="xs" color="fg.muted">
                  ({reviewCount.toLocaleString('en-IN')})
                </Text>
              )}
            </HStack>
          )}
          <HStack gap="2" align="baseline" wrap="wrap">
            <Text textStyle="lg" fontWeight="semibold">
              {price}
            </Text>
            {listPrice && listPrice !== price && (
              <Text textStyle="sm" color="fg.muted" textDecoration="line-through">
                <Box as="span" srOnly>
                  List price{' '}
                </Box>
                {listPrice}
              </Text>
            )}
          </HStack>
        </Card.Body>
        {actions && (
          <Card.Footer position="relative" zIndex="1">
            <Stack direction="row" gap="2" w="full" wrap="wrap">
              {actions}
            </Stack>
          </Card.Footer>
        )}
      </Card.Root>
    </LinkBox>
  );
}
