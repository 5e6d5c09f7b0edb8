/**
 * What the printer gets: the diagrams (one sheet per page) or part labels with a QR code carrying
 * the job and part. Hidden on screen; a print style sheet hides the rest of the app while printing.
 */
import { Box, Grid, QrCode, Text } from '@chakra-ui/react';
import type { CuttingPlan } from '@/services/optimizer';
import { CuttingDiagram } from '@/ui/components/cutting-diagram/cutting-diagram';

export type PrintMode = 'diagrams' | 'labels';

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #optimizer-print, #optimizer-print * { visibility: visible !important; }
  #optimizer-print { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .optimizer-print-page { break-after: page; }
}`;

export function labelPayload(plan: CuttingPlan, labelId: string, name: string): string {
  return `FPW-PART|job=${plan.jobId}|part=${labelId}|${name}`;
}

export function PrintView({
  plan,
  mode,
  jobName,
}: {
  plan: CuttingPlan;
  mode: PrintMode | null;
  jobName: string;
}) {
  return (
    <Box id="optimizer-print" display="none" _print={{ display: 'block' }} aria-hidden="true">
      <style>{PRINT_CSS}</style>
      {mode === 'diagrams' &&
        plan.sheets.map((sheet) => (
          <Box key={sheet.index} className="optimizer-print-page" p="4">
            <Text fontWeight="bold" mb="2">
              {jobName}
            </Text>
            <CuttingDiagram sheet={sheet} />
          </Box>
        ))}
      {mode === 'labels' && (
        <Grid templateColumns="repeat(3, 1fr)" gap="2" p="2">
          {plan.sheets.flatMap((sheet) =>
            sheet.parts.map((part) => (
              <Box key={part.labelId} borderWidth="1px" p="2" display="flex" gap="2" breakInside="avoid">
                <QrCode.Root value={labelPayload(plan, part.labelId, part.name)} size="sm">
                  <QrCode.Frame>
                    <QrCode.Pattern />
                  </QrCode.Frame>
                </QrCode.Root>
                <Box textStyle="xs">
                  <Text fontWeight="bold">{part.name}</Text>
                  <Text>
                    {Math.round(part.cutLength * 10) / 10} × {Math.round(part.cutWidth * 10) / 10} mm
                  </Text>
                  <Text>
                    Sheet {sheet.index} · {sheet.material} {sheet.thickness} mm
                  </Text>
                  <Text>{jobName}</Text>
                  <Text>{part.labelId}</Text>
                </Box>
              </Box>
            )),
          )}
        </Grid>
      )}
    </Box>
  );
}
