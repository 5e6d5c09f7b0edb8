/**
 * "Mark as cut": asks for the smallest offcut worth keeping, then the database takes the plan's
 * full sheets out of stock, uses up its offcut sheets and records the leftovers, all at once.
 */
import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Scissors } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, GatedButton, toaster } from '@/ui';
import {
  SHOP_SETTINGS,
  offcutMinimumSchema,
  useMarkPlanCut,
  type SavedCuttingPlan,
} from '@/services/production';
import { usePermissions } from '@/services/admin';

function blockedBy(plan: SavedCuttingPlan, permission: string | null): string | null {
  if (permission) return permission;
  if (plan.status === 'cut') return 'This plan is already cut.';
  if (plan.status === 'superseded') return 'A newer plan replaced this one: cut the newest plan.';
  if (plan.status !== 'optimised' && plan.status !== 'approved') return 'Only an optimised plan can be cut.';
  return null;
}

export function MarkCut({ plan }: { plan: SavedCuttingPlan }) {
  const { can, reason } = usePermissions();
  const mark = useMarkPlanCut();
  const [open, setOpen] = useState(false);
  const [length, setLength] = useState(String(SHOP_SETTINGS.minOffcutLength));
  const [width, setWidth] = useState(String(SHOP_SETTINGS.minOffcutWidth));
  const blocked = blockedBy(plan, can('optimizer.run') ? null : reason('optimizer.run'));
  const offcutSheets = plan.layout?.sheets.filter((s) => s.offcutStock).length ?? 0;

  const confirm = async () => {
    const minimum = offcutMinimumSchema.safeParse({ length: Number(length), width: Number(width) });
    if (!minimum.success) {
      throw new Error(minimum.error.issues.map((issue) => issue.message).join(' '));
    }
    const outcome = await mark.mutateAsync({ plan, minimum: minimum.data });
    toaster.create({
      type: 'success',
      title: `${plan.name} is cut`,
      description: `${plan.sheets_used ?? 0} full sheets left stock; ${outcome.offcuts} offcuts returned to stock.`,
    });
  };

  return (
    <>
      <GatedButton colorPalette="brand" blockedReason={blocked} onClick={() => setOpen(true)}>
        <Scissors aria-hidden="true" /> Mark as cut
      </GatedButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Mark ${plan.name} as cut?`}
        confirmLabel="Mark as cut"
        onConfirm={confirm}
        description={
          <Stack gap="3">
            <Text>
              {plan.sheets_used ?? 0} full sheets leave stock
              {offcutSheets > 0 ? ` and ${offcutSheets} offcuts from stock are used up` : ''}. Leftovers at
              least this size go back to stock as offcuts. This cannot be undone; a count adjustment corrects
              stock later.
            </Text>
            <HStack gap="3" align="start">
              <Field.Root>
                <Field.Label>Smallest offcut length (mm)</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={length}
                  onChange={(e) => setLength(e.currentTarget.value)}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Smallest offcut width (mm)</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={width}
                  onChange={(e) => setWidth(e.currentTarget.value)}
                />
              </Field.Root>
            </HStack>
          </Stack>
        }
      />
    </>
  );
}
