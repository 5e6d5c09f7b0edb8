import { Button, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { ArrowRight, Download, Pencil, Plus, Save, Share2, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DemoGrid, DemoSection, PageHeader, Tooltip } from '@/ui';

const VARIANTS = ['solid', 'subtle', 'surface', 'outline', 'ghost', 'plain'] as const;
const SIZES = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
/** Solid buttons only in palettes whose solid colour keeps 4.5:1 with its label in both modes. */
const PALETTES = ['brand', 'gray', 'blue', 'purple', 'red'] as const;

/** Buttons: variants, palettes, sizes, icons, loading and disabled states, icon-only buttons. */
export function ButtonsDemo() {
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = () => {
    setSaving(true);
    setSavedAt(null);
    timer.current = setTimeout(() => {
      setSaving(false);
      setSavedAt('Quotation Q-2026-0142 saved');
    }, 800);
  };

  return (
    <>
      <PageHeader
        title="Buttons"
        description="Actions in every variant, palette and size, with their states."
      />
      <DemoGrid>
        <DemoSection
          title="Variants"
          description="From the main action of a page (solid) to the quietest (plain)."
        >
          <Wrap gap="3">
            {VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} colorPalette="brand">
                {variant[0]?.toUpperCase()}
                {variant.slice(1)}
              </Button>
            ))}
          </Wrap>
        </DemoSection>

        <DemoSection title="Palettes">
          <Stack gap="3">
            {(['solid', 'subtle', 'outline'] as const).map((variant) => (
              <Wrap key={variant} gap="3">
                {PALETTES.map((palette) => (
                  <Button key={palette} variant={variant} colorPalette={palette} size="sm">
                    {palette}
                  </Button>
                ))}
              </Wrap>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="Sizes">
          <HStack gap="3" wrap="wrap" align="center">
            {SIZES.map((size) => (
              <Button key={size} size={size} colorPalette="brand">
                Size {size}
              </Button>
            ))}
          </HStack>
        </DemoSection>

        <DemoSection title="With icons">
          <Wrap gap="3">
            <Button colorPalette="brand">
              <Plus /> New quotation
            </Button>
            <Button variant="outline">
              <Download /> Cut list CSV
            </Button>
            <Button variant="ghost">
              Continue to BOQ <ArrowRight />
            </Button>
            <Button colorPalette="red" variant="subtle">
              <Trash2 /> Delete draft
            </Button>
          </Wrap>
        </DemoSection>

        <DemoSection
          title="Loading and disabled"
          description="A busy button keeps its width and says what it is doing."
        >
          <Stack gap="3">
            <Wrap gap="3" align="center">
              <Button colorPalette="brand" loading={saving} loadingText="Saving…" onClick={save}>
                <Save /> Save quotation
              </Button>
              {/* Without loading text the label is hidden, so the button keeps its name in aria-label. */}
              <Button loading variant="outline" aria-label="Refreshing leads">
                Refresh leads
              </Button>
              <Button loading loadingText="Uploading" spinnerPlacement="end" variant="subtle">
                Upload photos
              </Button>
              <Button disabled>Disabled</Button>
            </Wrap>
            <Text textStyle="sm" color="fg.muted" role="status">
              {savedAt ?? ' '}
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Icon buttons"
          description="Icon-only buttons carry a label for assistive technology and a tooltip for everyone."
        >
          <HStack gap="3" wrap="wrap">
            {[
              { label: 'Edit lead', icon: <Pencil />, variant: 'outline' as const },
              { label: 'Share quotation', icon: <Share2 />, variant: 'subtle' as const },
              { label: 'Delete site survey', icon: <Trash2 />, variant: 'ghost' as const },
            ].map((action) => (
              <Tooltip key={action.label} content={action.label}>
                <IconButton aria-label={action.label} variant={action.variant}>
                  {action.icon}
                </IconButton>
              </Tooltip>
            ))}
            <IconButton aria-label="Add panel" colorPalette="brand" rounded="full">
              <Plus />
            </IconButton>
          </HStack>
        </DemoSection>

        <DemoSection title="Full width and links">
          <Stack gap="3" maxW="sm">
            <Button colorPalette="brand" width="full">
              Approve quotation
            </Button>
            <Button asChild variant="outline" width="full">
              <a href="#buttons-terms">Read the payment terms</a>
            </Button>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
