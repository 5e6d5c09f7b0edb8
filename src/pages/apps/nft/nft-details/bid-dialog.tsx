import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/ui';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import { WALLET_BALANCE, type Nft } from '../nft-fixtures';
import { minimumProposal, proposalSchema } from '../nft-market';

export interface BidDialogProps {
  nft: Nft;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with a checked amount: at least the minimum, at most the wallet's balance. */
  onPlace: (amount: number) => void;
}

/** "Place a bid" on an auction, or "Make an offer" on a buy-now design, checked before it is recorded. */
export function BidDialog({ nft, open, onOpenChange, onPlace }: BidDialogProps) {
  const schema = proposalSchema(nft);
  const auction = nft.saleType === 'auction';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  const title = auction ? 'Place a bid' : 'Make an offer';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        if (!details.open) reset({ amount: '' });
      }}
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              aria-label={title}
              onSubmit={handleSubmit((values) => {
                onPlace(values.amount);
                reset({ amount: '' });
              })}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text textStyle="sm" color="fg.muted">
                    {nft.title}
                  </Text>
                  <FormField
                    label={auction ? 'Your bid (₹)' : 'Your offer (₹)'}
                    error={errors.amount?.message}
                    helpText={`At least ${rupees.format(minimumProposal(nft))} · your wallet holds ${rupees.format(WALLET_BALANCE)}`}
                  >
                    <Input inputMode="numeric" autoComplete="off" {...register('amount')} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand">
                  {auction ? 'Place bid' : 'Send offer'}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
