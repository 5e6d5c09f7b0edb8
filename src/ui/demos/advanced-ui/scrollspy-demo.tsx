import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef } from 'react';
import { DemoGrid, DemoSection, PageHeader, ScrollSpyNav, useScrollSpy } from '@/ui';

const SECTIONS = [
  {
    key: 'summary',
    title: 'Summary',
    paragraphs: [
      'Quotation Q-2026-0142 for the Sharma residence: kitchen, three wardrobes and a TV unit.',
      'Total ₹ 2,46,000 including 18% GST, valid until 3 December.',
    ],
  },
  {
    key: 'rooms',
    title: 'Rooms',
    paragraphs: [
      'Kitchen: straight layout, 3.2 m of base units and 2.4 m of wall units.',
      'Master bedroom: three-door wardrobe with loft, 2.1 m wide.',
      'Kids bedroom: two-door wardrobe with a study desk.',
    ],
  },
  {
    key: 'materials',
    title: 'Materials',
    paragraphs: [
      'Carcass in 18 mm HDHMR; shutters in matte acrylic on 18 mm MDF.',
      'Back panels in 8 mm plywood; laminates from the Merino matte range.',
    ],
  },
  {
    key: 'edge-banding',
    title: 'Edge banding',
    paragraphs: ['2 mm PVC on visible edges, 0.8 mm on hidden edges, matched to the shutter colour.'],
  },
  {
    key: 'hardware',
    title: 'Hardware',
    paragraphs: [
      'Soft-close hinges, tandem drawer runners, profile handles on the tall units.',
      'Lift-up fittings on the wall units.',
    ],
  },
  {
    key: 'terms',
    title: 'Terms',
    paragraphs: [
      '50% advance on order, 40% before dispatch, 10% after installation.',
      'Delivery in 30 working days after the advance and final drawings.',
    ],
  },
] as const;

/** A long quotation in its own scroll box; the nav beside it highlights the section in view and jumps to sections. */
export function ScrollspyDemo() {
  const prefix = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const items = useMemo(
    () => SECTIONS.map((section) => ({ id: `${prefix}-${section.key}`, label: section.title })),
    [prefix],
  );
  const activeId = useScrollSpy(
    items.map((item) => item.id),
    { root: scrollerRef, offset: 24 },
  );

  return (
    <>
      <PageHeader
        title="Scrollspy"
        description="Navigation that follows the reader through a long document."
      />
      <DemoGrid>
        <DemoSection title="Quotation sections" description="Scroll the quotation, or pick a section.">
          <Flex direction={{ base: 'column', md: 'row' }} gap="4">
            <Box w={{ md: '48' }} flexShrink={0}>
              <ScrollSpyNav label="Quotation sections" items={items} activeId={activeId} />
            </Box>
            <Box
              ref={scrollerRef}
              flex="1"
              minW="0"
              h="80"
              overflowY="auto"
              borderWidth="1px"
              rounded="l2"
              px="4"
              tabIndex={0}
              role="region"
              aria-label="Quotation Q-2026-0142"
              data-testid="scrollspy-scroller"
              position="relative"
            >
              {SECTIONS.map((section, index) => (
                <Stack
                  key={section.key}
                  as="section"
                  id={`${prefix}-${section.key}`}
                  aria-labelledby={`${prefix}-${section.key}-title`}
                  gap="2"
                  py="5"
                  // The last section is tall enough to reach the top, so every section can become current.
                  minH={index === SECTIONS.length - 1 ? 'full' : undefined}
                  borderBottomWidth={index === SECTIONS.length - 1 ? '0' : '1px'}
                  outline="none"
                >
                  <Heading as="h3" size="sm" id={`${prefix}-${section.key}-title`}>
                    {section.title}
                  </Heading>
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph} textStyle="sm">
                      {paragraph}
                    </Text>
                  ))}
                  <Text textStyle="sm" color="fg.muted">
                    Reference drawings for {section.title.toLowerCase()} are attached to the project.
                  </Text>
                </Stack>
              ))}
            </Box>
          </Flex>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
