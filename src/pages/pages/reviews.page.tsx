import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  Progress,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDemoStore } from '@/services/kit';
import { reviewStore } from './reviews/review-fixtures';
import { EmptyState, PageHeader, Rating, toaster } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';

const formSchema = z.object({
  stars: z.number().int().min(1, 'Choose a star rating'),
  title: z
    .string()
    .trim()
    .min(3, 'Give the review a short title')
    .max(80, 'Keep the title under 80 characters'),
  text: z.string().trim().min(20, 'Tell others a little more (at least 20 characters)'),
  author: z.string().trim().min(2, 'Enter your name'),
  city: z.string().trim().min(2, 'Enter your city'),
});
type ReviewForm = z.infer<typeof formSchema>;

const EMPTY_FORM: ReviewForm = { stars: 0, title: '', text: '', author: '', city: '' };
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

export default function PagesReviewsPage() {
  const [reviews, setReviews] = useDemoStore(reviewStore);
  const [onlyStars, setOnlyStars] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewForm>({ resolver: zodResolver(formSchema), defaultValues: EMPTY_FORM });

  const average = reviews.length
    ? reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length
    : 0;
  const shown = [...reviews]
    .filter((review) => onlyStars === null || review.stars === onlyStars)
    .sort((a, b) => b.postedOn.localeCompare(a.postedOn));

  const post = (values: ReviewForm) => {
    setReviews((list) => [
      { ...values, id: `r-${Date.now().toString(36)}`, postedOn: new Date().toISOString().slice(0, 10) },
      ...list,
    ]);
    reset(EMPTY_FORM);
    setOnlyStars(null);
    toaster.create({ type: 'success', title: 'Thank you: your review is posted' });
  };

  return (
    <>
      <PageHeader
        title="Reviews"
        description="What customers say about our kitchens, wardrobes and installation."
        actions={<DemoResetButton subject="the reviews" onReset={reviewStore.reset} />}
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '20rem minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          <Card.Root as="section" aria-labelledby="breakdown-heading" size="sm">
            <Card.Body gap="3">
              <Heading as="h2" size="md" id="breakdown-heading">
                Rating breakdown
              </Heading>
              <HStack gap="3">
                <Text textStyle="4xl" fontWeight="bold" data-testid="average-rating">
                  {average.toFixed(1)}
                </Text>
                <Stack gap="0">
                  <Rating label="Average rating" value={Math.round(average * 2) / 2} readOnly size="sm" />
                  <Text textStyle="sm" color="fg.muted">
                    {reviews.length} reviews
                  </Text>
                </Stack>
              </HStack>
              <Stack gap="1.5">
                {[5, 4, 3, 2, 1].map((stars) => {
                  const count = reviews.filter((review) => review.stars === stars).length;
                  return (
                    <Button
                      key={stars}
                      variant={onlyStars === stars ? 'subtle' : 'ghost'}
                      size="sm"
                      justifyContent="flex-start"
                      aria-pressed={onlyStars === stars}
                      onClick={() => setOnlyStars(onlyStars === stars ? null : stars)}
                    >
                      <Text as="span" minW="12">
                        {stars} star
                      </Text>
                      <Progress.Root
                        value={reviews.length ? (count / reviews.length) * 100 : 0}
                        flex="1"
                        size="sm"
                        colorPalette="orange"
                        aria-hidden="true"
                      >
                        <Progress.Track>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                      <Text as="span" minW="6" textAlign="end">
                        {count}
                      </Text>
                    </Button>
                  );
                })}
              </Stack>
            </Card.Body>
          </Card.Root>

          <Card.Root as="section" aria-labelledby="write-heading" size="sm">
            <Card.Body>
              <form
                noValidate
                aria-labelledby="write-heading"
                onSubmit={(event) => void handleSubmit(post)(event)}
              >
                <Stack gap="3">
                  <Heading as="h2" size="md" id="write-heading">
                    Write a review
                  </Heading>
                  <Controller
                    control={control}
                    name="stars"
                    render={({ field }) => (
                      <Field.Root invalid={Boolean(errors.stars)}>
                        <Rating
                          label="Your rating"
                          showLabel
                          value={field.value}
                          onValueChange={field.onChange}
                        />
                        <Field.ErrorText color="red.fg">{errors.stars?.message}</Field.ErrorText>
                      </Field.Root>
                    )}
                  />
                  <Field.Root invalid={Boolean(errors.title)}>
                    <Field.Label>Title</Field.Label>
                    <Input {...register('title')} />
                    <Field.ErrorText color="red.fg">{errors.title?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.text)}>
                    <Field.Label>Your review</Field.Label>
                    <Textarea {...register('text')} rows={4} />
                    <Field.ErrorText color="red.fg">{errors.text?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.author)}>
                    <Field.Label>Your name</Field.Label>
                    <Input {...register('author')} autoComplete="name" />
                    <Field.ErrorText color="red.fg">{errors.author?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.city)}>
                    <Field.Label>City</Field.Label>
                    <Input {...register('city')} autoComplete="address-level2" />
                    <Field.ErrorText color="red.fg">{errors.city?.message}</Field.ErrorText>
                  </Field.Root>
                  <Button type="submit" colorPalette="brand">
                    Post review
                  </Button>
                </Stack>
              </form>
            </Card.Body>
          </Card.Root>
        </Stack>

        <Stack as="section" aria-labelledby="list-heading" gap="3">
          <Heading as="h2" size="md" id="list-heading">
            {onlyStars === null ? 'All reviews' : `${onlyStars}-star reviews`}
          </Heading>
          {shown.length === 0 ? (
            <EmptyState icon={<MessageSquareText />} title="No reviews with that rating" />
          ) : (
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Reviews">
              {shown.map((review) => (
                <Card.Root as="li" key={review.id} size="sm">
                  <Card.Body gap="2">
                    <HStack justify="space-between" wrap="wrap" gap="2">
                      <Rating label="Rating" value={review.stars} readOnly size="sm" />
                      <Text textStyle="xs" color="fg.muted">
                        {dateFormat.format(new Date(`${review.postedOn}T00:00:00`))}
                      </Text>
                    </HStack>
                    <Heading as="h3" size="sm">
                      {review.title}
                    </Heading>
                    <Text textStyle="sm">{review.text}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {review.author}, {review.city}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          )}
        </Stack>
      </Grid>
    </>
  );
}
