import { Box, HStack, RatingGroup, Text, VisuallyHidden } from '@chakra-ui/react';
import { Star } from 'lucide-react';

type RatingSize = 'xs' | 'sm' | 'md' | 'lg';

export interface RatingProps {
  /** What is being rated, e.g. "Installation quality"; names the control for assistive technology. */
  label: string;
  /** Show the label above the stars (it is always given to assistive technology). */
  showLabel?: boolean;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Number of stars. */
  count?: number;
  /** Half-star steps, by pointer and by the arrow keys. */
  allowHalf?: boolean;
  /** Shows the stars as a picture of the score: nothing to focus or change. */
  readOnly?: boolean;
  disabled?: boolean;
  /** Show "3.5 / 5" beside the stars. */
  showValue?: boolean;
  size?: RatingSize;
  colorPalette?: string;
  /** Form field name for the hidden input. */
  name?: string;
}

const STAR_SIZE: Record<RatingSize, string> = { xs: '3', sm: '4', md: '5', lg: '6' };

const formatScore = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * A star rating. Interactive ratings are a radio group (arrow keys, Home and End; half steps when
 * allowed); read-only ratings are an image with the score as its name, because a read-only radio group
 * would announce only the nearest whole star.
 */
export function Rating({
  label,
  showLabel = false,
  value,
  defaultValue,
  onValueChange,
  count = 5,
  allowHalf = false,
  readOnly = false,
  disabled = false,
  showValue = false,
  size = 'md',
  colorPalette = 'orange',
  name,
}: RatingProps) {
  if (readOnly) {
    const score = value ?? defaultValue ?? 0;
    return (
      <HStack gap="2">
        {showLabel && (
          <Text textStyle="sm" fontWeight="medium">
            {label}
          </Text>
        )}
        <StaticStars score={score} count={count} size={size} colorPalette={colorPalette} label={label} />
        {showValue && (
          <Text textStyle="sm" color="fg.muted" aria-hidden="true">
            {formatScore(score)} / {count}
          </Text>
        )}
      </HStack>
    );
  }

  return (
    <RatingGroup.Root
      count={count}
      allowHalf={allowHalf}
      disabled={disabled}
      size={size}
      colorPalette={colorPalette}
      name={name}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onValueChange={(details) => onValueChange?.(details.value)}
    >
      <RatingGroup.HiddenInput />
      {showLabel ? (
        <RatingGroup.Label>{label}</RatingGroup.Label>
      ) : (
        <VisuallyHidden asChild>
          <RatingGroup.Label>{label}</RatingGroup.Label>
        </VisuallyHidden>
      )}
      <HStack gap="2">
        <RatingGroup.Control>
          <RatingGroup.Context>
            {(api) =>
              api.items.map((index) => (
                <RatingGroup.Item
                  key={index}
                  index={index}
                  // The checked star speaks the exact score, so half steps are announced too.
                  aria-label={
                    index === Math.max(1, Math.ceil(api.value)) && api.value > 0
                      ? `${formatScore(api.value)} of ${count} stars`
                      : `${index} of ${count} stars`
                  }
                >
                  <RatingGroup.ItemIndicator />
                </RatingGroup.Item>
              ))
            }
          </RatingGroup.Context>
        </RatingGroup.Control>
        {showValue && (
          <RatingGroup.Context>
            {(api) => (
              <Text textStyle="sm" color="fg.muted" minW="10" aria-hidden="true">
                {formatScore(api.value)} / {count}
              </Text>
            )}
          </RatingGroup.Context>
        )}
      </HStack>
    </RatingGroup.Root>
  );
}

function StaticStars({
  score,
  count,
  size,
  colorPalette,
  label,
}: {
  score: number;
  count: number;
  size: RatingSize;
  colorPalette: string;
  label: string;
}) {
  const starSize = STAR_SIZE[size];
  return (
    <HStack
      gap="0.5"
      role="img"
      aria-label={`${label}: ${formatScore(score)} out of ${count} stars`}
      colorPalette={colorPalette}
    >
      {Array.from({ length: count }, (_, index) => {
        // Share of this star that is filled: 0, a part, or 1.
        const fill = Math.min(1, Math.max(0, score - index));
        return (
          <Box key={index} position="relative" boxSize={starSize} color="border.emphasized" flexShrink={0}>
            <Star width="100%" height="100%" fill="currentColor" strokeWidth={0} aria-hidden="true" />
            <Box
              position="absolute"
              inset="0"
              overflow="hidden"
              width={`${fill * 100}%`}
              color="colorPalette.solid"
            >
              <Box boxSize={starSize}>
                <Star width="100%" height="100%" fill="currentColor" strokeWidth={0} aria-hidden="true" />
              </Box>
            </Box>
          </Box>
        );
      })}
    </HStack>
  );
}
