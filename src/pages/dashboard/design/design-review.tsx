/**
 * Approve a design or send it back with a comment (review_design() in SQL, with the version shown),
 * and the review history. A send back without a comment is refused here, beside the comment, before
 * anything is sent; the database refuses it too. What was typed stays when a decision fails.
 */
import { Badge, Field, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { GatedButton, toaster } from '@/ui';
import {
  DESIGN_DECISION_LABELS,
  REVIEWABLE_DESIGN_STATUSES,
  reviewFailureText,
  reviewInputSchema,
  useDesignReviews,
  useReviewDesign,
  type Design,
  type DesignDecision,
} from '@/services/projects';
import { formatDateTime, versionLabel } from './design-columns';

function notReviewable(design: Design): string | null {
  if (REVIEWABLE_DESIGN_STATUSES.includes(design.status)) return null;
  if (design.status === 'approved') return `Approved ${formatDateTime(design.approved_at)}.`;
  if (design.status === 'revision') return 'Sent back: waiting for the designer’s revision.';
  return 'Not started yet: there is nothing to review.';
}

export function DesignReview({ design, blockedReason }: { design: Design; blockedReason: string | null }) {
  const review = useReviewDesign();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<DesignDecision | null>(null);
  const closed = notReviewable(design);

  const decide = async (decision: DesignDecision) => {
    const checked = reviewInputSchema.safeParse({ decision, comment });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the comment.');
      return;
    }
    setError(null);
    setPending(decision);
    try {
      await review.mutateAsync({ id: design.id, version: design.version, decision, comment });
      setComment('');
      toaster.create({
        type: 'success',
        title: decision === 'approved' ? 'Design approved' : 'Design sent back for revision',
      });
    } catch (failure) {
      setError(reviewFailureText(failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="design-review-heading">
      <Text fontWeight="semibold" id="design-review-heading">
        Review
      </Text>
      {closed !== null ? (
        <Text color="fg.muted">{closed}</Text>
      ) : (
        <>
          <Field.Root invalid={error !== null} disabled={blockedReason !== null}>
            <Field.Label>Review comment</Field.Label>
            <Textarea
              value={comment}
              rows={3}
              maxLength={4000}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {blockedReason ?? `Reviewing ${versionLabel(design)}. Required when sending back.`}
              </Field.HelperText>
            )}
          </Field.Root>
          <HStack gap="3" wrap="wrap">
            <GatedButton
              size="sm"
              colorPalette="green"
              blockedReason={blockedReason}
              loading={pending === 'approved'}
              loadingText="Approving…"
              disabled={pending !== null}
              onClick={() => void decide('approved')}
            >
              Approve
            </GatedButton>
            <GatedButton
              size="sm"
              variant="outline"
              colorPalette="red"
              blockedReason={blockedReason}
              loading={pending === 'sent_back'}
              loadingText="Sending back…"
              disabled={pending !== null}
              onClick={() => void decide('sent_back')}
            >
              Send back
            </GatedButton>
          </HStack>
        </>
      )}
      <ReviewHistory designId={design.id} />
    </Stack>
  );
}

function ReviewHistory({ designId }: { designId: string }) {
  const reviews = useDesignReviews(designId);
  if (reviews.isPending) return <Text color="fg.muted">Loading the reviews…</Text>;
  if (reviews.isError) return <Text color="fg.error">The review history could not be loaded.</Text>;
  if (reviews.data.length === 0) return <Text color="fg.muted">No review yet.</Text>;
  return (
    <List.Root as="ol" aria-label="Review history" listStyle="none" gap="2">
      {reviews.data.map((r) => (
        <List.Item key={r.id} p="3" rounded="l2" borderWidth="1px">
          <Stack gap="1">
            <HStack gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
              <Badge colorPalette={r.decision === 'approved' ? 'green' : 'red'}>
                {DESIGN_DECISION_LABELS[r.decision]}
              </Badge>
              <Text>v{r.revision + 1}</Text>
              <Text>{r.reviewer_name ?? 'Someone'}</Text>
              <Text>{formatDateTime(r.reviewed_at)}</Text>
            </HStack>
            {r.comment ? <Text whiteSpace="pre-wrap">{r.comment}</Text> : null}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
