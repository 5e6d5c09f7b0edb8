import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DemoGrid, DemoSection, PageHeader, Rating } from '@/ui';

const SUPPLIERS = [
  { name: 'Action Tesa (panels)', score: 4.5 },
  { name: 'Merino (laminates)', score: 4 },
  { name: 'Rehau (edge bands)', score: 3.5 },
  { name: 'Local hardware dealer', score: 2.5 },
];

const REVIEW_ASPECTS = ['Design', 'Finish', 'Installation', 'Timeliness'] as const;

/** Ratings: read-only scores with half stars, keyboard-operable ratings with half steps, sizes, and a review form. */
export function RatingsDemo() {
  const [installation, setInstallation] = useState(3);
  const [review, setReview] = useState<Record<string, number>>({
    Design: 5,
    Finish: 4,
    Installation: 0,
    Timeliness: 0,
  });
  const [submitted, setSubmitted] = useState<string | null>(null);
  const rated = Object.values(review).filter((score) => score > 0);
  const average = rated.length ? rated.reduce((sum, score) => sum + score, 0) / rated.length : 0;

  return (
    <>
      <PageHeader
        title="Ratings"
        description="Scores out of five. Interactive ratings work with the arrow keys, Home and End."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Read-only, with half stars"
          description="Supplier ratings; each reads out as a score."
        >
          <Stack gap="3">
            {SUPPLIERS.map((supplier) => (
              <HStack key={supplier.name} justify="space-between" gap="3" wrap="wrap">
                <Text textStyle="sm">{supplier.name}</Text>
                <Rating label={supplier.name} value={supplier.score} readOnly showValue size="sm" />
              </HStack>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="Interactive, half steps" description="Each arrow key press moves half a star.">
          <Stack gap="2">
            <Rating
              label="Installation quality"
              showLabel
              value={installation}
              onValueChange={setInstallation}
              allowHalf
              showValue
            />
            <Text textStyle="sm" color="fg.muted" data-testid="installation-score">
              Installation quality: {installation} of 5
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection title="Sizes and palettes">
          <Stack gap="3">
            {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
              <Rating
                key={size}
                label={`Sample rating, size ${size}`}
                defaultValue={3}
                size={size}
                colorPalette="brand"
              />
            ))}
            <Rating
              label="Ten-point score"
              defaultValue={7}
              count={10}
              size="sm"
              colorPalette="purple"
              showValue
            />
            <Rating label="Disabled rating" defaultValue={2} disabled size="sm" />
          </Stack>
        </DemoSection>

        <DemoSection
          title="Client review"
          description="The overall score is the average of the rated aspects."
        >
          <Stack
            as="form"
            gap="3"
            onSubmit={(event) => {
              event.preventDefault();
              setSubmitted(`Review sent: ${average.toFixed(1)} overall from ${rated.length} aspects.`);
            }}
          >
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {REVIEW_ASPECTS.map((aspect) => (
                <Rating
                  key={aspect}
                  label={aspect}
                  showLabel
                  size="sm"
                  value={review[aspect] ?? 0}
                  onValueChange={(score) => setReview((current) => ({ ...current, [aspect]: score }))}
                />
              ))}
            </SimpleGrid>
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Rating
                label="Overall"
                value={Math.round(average * 2) / 2}
                readOnly
                showValue
                size="sm"
                showLabel
              />
              <Button type="submit" size="sm" colorPalette="brand" disabled={rated.length === 0}>
                Send review
              </Button>
            </HStack>
            <Text textStyle="sm" role="status">
              {submitted ?? ''}
            </Text>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
