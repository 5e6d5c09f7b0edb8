import { Box, Button, Field, Input, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { DemoGrid, DemoSection, PageHeader, toaster } from '@/ui';
import { importLine, searchIcons } from './icon-search';
import type { IconSet } from './icon-set';

/** Icons that name the workshop's own things, shown before the full set. */
export const WORKSHOP_ICONS = [
  'Ruler',
  'Scissors',
  'Layers',
  'Boxes',
  'Hammer',
  'Drill',
  'Truck',
  'Warehouse',
  'Receipt',
  'Calculator',
  'ClipboardList',
  'MapPin',
  'Calendar',
  'Users',
  'PackageCheck',
  'Armchair',
];

/** Rendering 2,000 icons at once is slow to draw and to read; the gallery grows on request. */
export const PAGE_SIZE = 72;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

async function copyImport(name: string) {
  const line = importLine(name);
  const copied = await copyText(line);
  // 'info' rather than 'success': the success toast's description fails colour contrast (reported).
  toaster.create({
    type: 'info',
    title: copied ? `${name} import copied` : 'Copy this import',
    description: line,
  });
}

function IconTiles({ names, set, hintId }: { names: string[]; set: IconSet; hintId: string }) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(6.5rem, 1fr))"
      gap="2"
    >
      {names.map((name) => {
        const Icon = set[name];
        if (!Icon) return null;
        return (
          <li key={name}>
            <Button
              variant="outline"
              h="auto"
              w="full"
              py="3"
              px="2"
              flexDirection="column"
              gap="2"
              whiteSpace="normal"
              aria-describedby={hintId}
              onClick={() => void copyImport(name)}
            >
              <Icon aria-hidden="true" size={24} />
              <Text as="span" textStyle="xs" wordBreak="break-word" textAlign="center">
                {name}
              </Text>
            </Button>
          </li>
        );
      })}
    </Box>
  );
}

export function IconsDemo() {
  const [set, setSet] = useState<IconSet | null>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);
  const hintId = useId();

  useEffect(() => {
    let active = true;
    void import('./icon-set').then((module) => {
      if (active) setSet(module.ICON_SET);
    });
    return () => {
      active = false;
    };
  }, []);

  const names = useMemo(() => (set ? Object.keys(set) : []), [set]);
  const matches = useMemo(() => searchIcons(names, deferredQuery), [names, deferredQuery]);
  const workshop = useMemo(() => WORKSHOP_ICONS.filter((name) => set?.[name]), [set]);

  return (
    <>
      <PageHeader
        title="Icons"
        description="The app’s one icon set, lucide. Select an icon to copy its import line."
      />
      <VisuallyHidden id={hintId}>Copies the import line</VisuallyHidden>
      <DemoGrid>
        <DemoSection
          title="For the workshop"
          description="Icons for measuring, cutting, stock, delivery and billing."
        >
          {set ? <IconTiles names={workshop} set={set} hintId={hintId} /> : <Skeleton h="32" />}
        </DemoSection>
        <DemoSection title="All icons" description="Search by name: “ruler”, “arrow down”, “file”.">
          <Stack gap="4">
            <Field.Root maxW="sm">
              <Field.Label>Search icons</Field.Label>
              <Input
                type="search"
                value={query}
                placeholder="e.g. ruler"
                onChange={(event) => {
                  setQuery(event.target.value);
                  setShown(PAGE_SIZE);
                }}
              />
            </Field.Root>
            <Text role="status" textStyle="sm" color="fg.muted">
              {set ? `${matches.length} of ${names.length} icons` : 'Loading icons…'}
            </Text>
            {set ? (
              <IconTiles names={matches.slice(0, shown)} set={set} hintId={hintId} />
            ) : (
              <Skeleton h="64" />
            )}
            {matches.length > shown && (
              <Button alignSelf="center" variant="subtle" onClick={() => setShown(shown + PAGE_SIZE)}>
                Show {Math.min(PAGE_SIZE, matches.length - shown)} more
              </Button>
            )}
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
