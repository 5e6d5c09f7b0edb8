/**
 * The status buttons of a quotation: Send (proposal.send) on a draft; Approve and Reject
 * (proposal.approve) and Recall to draft (proposal.approve, with a reason) once sent; Revise (proposal.create) once
 * it is no longer a draft; Create order (order.create) or a link to the order once approved
 * (quotation-order.tsx); Print or save as PDF always. A button the person may not use is
 * disabled with the reason; the database refuses anyway.
 */
import { Button, Field, HStack, Textarea } from '@chakra-ui/react';
import { Check, Copy, Printer, Send, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogActions, DialogFrame, GatedButton, toaster } from '@/ui';
import { usePermissions } from '@/services/admin';
import {
  useReviseQuotation,
  useSetQuotationStatus,
  type QuotationStatus,
  type QuotationSummary,
} from '@/services/commercials';
import { QuotationOrderAction } from './quotation-order';
import { href } from '@/routes/paths';

type Decision = 'approved' | 'rejected' | 'draft';

/** The dialog's words for each decision; a recall's reason is required (the database logs it). */
const DIALOG: Record<
  Decision,
  { title: string; label: string; help: string; loading: string; confirm: string }
> = {
  approved: {
    title: 'Approve',
    label: 'Decision note',
    help: 'How the client decided, e.g. "Approved on email". It cannot be changed afterwards.',
    loading: 'Approving…',
    confirm: 'Approve quotation',
  },
  rejected: {
    title: 'Reject',
    label: 'Decision note',
    help: 'Why the client declined. It cannot be changed afterwards.',
    loading: 'Rejecting…',
    confirm: 'Reject quotation',
  },
  draft: {
    title: 'Recall',
    label: 'Reason (required)',
    help: "Why the sent quotation goes back to draft; it is kept in the quotation's history.",
    loading: 'Recalling…',
    confirm: 'Recall to draft',
  },
};

export function QuotationActions({ quotation }: { quotation: QuotationSummary }) {
  const { can, reason } = usePermissions();
  const navigate = useNavigate();
  const setStatus = useSetQuotationStatus();
  const revise = useReviseQuotation();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [note, setNote] = useState('');

  const move = async (status: QuotationStatus, decisionNote?: string) => {
    try {
      await setStatus.mutateAsync({
        id: quotation.id,
        version: quotation.version,
        status,
        ...(decisionNote ? { note: decisionNote } : {}),
      });
      const words: Record<QuotationStatus, string> = {
        sent: 'sent',
        approved: 'approved',
        rejected: 'rejected',
        draft: 'recalled to draft',
      };
      toaster.create({ type: 'success', title: `${quotation.reference} ${words[status]}` });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: `${quotation.reference} was not changed`,
        description: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  };

  const gate = (code: 'proposal.send' | 'proposal.approve' | 'proposal.create') =>
    can(code) ? null : reason(code);
  const busy = setStatus.isPending || revise.isPending;
  const wording = DIALOG[deciding ?? 'approved'];
  const decide = () => {
    if (!deciding) return;
    move(deciding, note.trim() || undefined)
      .then(() => {
        setDeciding(null);
        setNote('');
      })
      .catch(() => {});
  };

  return (
    <HStack wrap="wrap" gap="2" data-print-hide="">
      <QuotationOrderAction quotation={quotation} />
      {quotation.status === 'draft' && (
        <GatedButton
          colorPalette="brand"
          size="sm"
          blockedReason={gate('proposal.send')}
          disabled={busy}
          onClick={() => void move('sent').catch(() => {})}
        >
          <Send aria-hidden="true" /> Send to client
        </GatedButton>
      )}
      {quotation.status === 'sent' && (
        <>
          <GatedButton
            colorPalette="green"
            size="sm"
            blockedReason={gate('proposal.approve')}
            disabled={busy}
            onClick={() => setDeciding('approved')}
          >
            <Check aria-hidden="true" /> Approve
          </GatedButton>
          <GatedButton
            colorPalette="red"
            variant="outline"
            size="sm"
            blockedReason={gate('proposal.approve')}
            disabled={busy}
            onClick={() => setDeciding('rejected')}
          >
            <X aria-hidden="true" /> Reject
          </GatedButton>
          <GatedButton
            variant="outline"
            size="sm"
            blockedReason={gate('proposal.approve')}
            disabled={busy}
            onClick={() => setDeciding('draft')}
          >
            <Undo2 aria-hidden="true" /> Recall to draft
          </GatedButton>
        </>
      )}
      {quotation.status !== 'draft' && (
        <GatedButton
          variant="outline"
          size="sm"
          blockedReason={gate('proposal.create')}
          disabled={busy}
          onClick={() =>
            revise.mutate(quotation.id, {
              onSuccess: (id) => {
                toaster.create({
                  type: 'success',
                  title: `Revision ${quotation.latest_revision + 1} of ${quotation.number} created`,
                });
                void navigate(href('/dashboard/quotation', { id }));
              },
              onError: (error) =>
                toaster.create({ type: 'error', title: 'No revision was made', description: error.message }),
            })
          }
        >
          <Copy aria-hidden="true" /> Revise
        </GatedButton>
      )}
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" /> Print or save as PDF
      </Button>

      <DialogFrame
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={`${wording.title} ${quotation.reference}`}
        placement="center"
        footer={
          <DialogActions
            onCancel={() => setDeciding(null)}
            onConfirm={decide}
            colorPalette={deciding === 'approved' ? 'green' : 'red'}
            busy={setStatus.isPending}
            // A loading button hides its label; the text keeps it named for screen readers.
            busyText={wording.loading}
            disabled={deciding === 'draft' && note.trim() === ''}
          >
            {wording.confirm}
          </DialogActions>
        }
      >
        <Field.Root>
          <Field.Label>{wording.label}</Field.Label>
          <Textarea value={note} maxLength={4000} onChange={(e) => setNote(e.currentTarget.value)} />
          <Field.HelperText>{wording.help}</Field.HelperText>
        </Field.Root>
      </DialogFrame>
    </HStack>
  );
}
