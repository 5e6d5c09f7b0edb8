import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollSpyNav, useScrollSpy } from '../../../src/ui/components/scrollspy/scrollspy';

const SECTIONS = [
  { id: 'spy-scope', label: 'Scope' },
  { id: 'spy-materials', label: 'Materials' },
  { id: 'spy-payment', label: 'Payment' },
];

function QuotationWithSpy() {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const activeId = useScrollSpy(
    SECTIONS.map((section) => section.id),
    { root: scrollerRef, offset: 16 },
  );
  return (
    <Flex gap="4">
      <Box w="40" flexShrink={0}>
        <ScrollSpyNav label="Quotation sections" items={SECTIONS} activeId={activeId} />
      </Box>
      <Box
        ref={scrollerRef}
        h="64"
        overflowY="auto"
        flex="1"
        borderWidth="1px"
        px="4"
        tabIndex={0}
        role="region"
        aria-label="Quotation"
        data-testid="scroller"
      >
        {SECTIONS.map((section, index) => (
          <Stack
            key={section.id}
            as="section"
            id={section.id}
            aria-label={section.label}
            py="4"
            minH={index === SECTIONS.length - 1 ? 'full' : '48'}
          >
            <Heading as="h2" size="sm">
              {section.label}
            </Heading>
            <Text textStyle="sm">Details of the {section.label.toLowerCase()} for Q-2026-0142.</Text>
          </Stack>
        ))}
      </Box>
    </Flex>
  );
}

const meta = { title: 'UI/Navigation/ScrollSpy', component: QuotationWithSpy } satisfies Meta<
  typeof QuotationWithSpy
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HighlightsTheSectionInView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Quotation sections' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    const scroller = canvas.getByTestId('scroller');
    await expect(link('Scope')).toHaveAttribute('aria-current', 'location');

    const payment = canvas.getByRole('region', { name: 'Payment' });
    scroller.scrollTop += payment.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    await waitFor(() => expect(link('Payment')).toHaveAttribute('aria-current', 'location'));
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);

    await userEvent.click(link('Materials'));
    await waitFor(() => expect(link('Materials')).toHaveAttribute('aria-current', 'location'));
    await expect(canvas.getByRole('region', { name: 'Materials' })).toHaveFocus();
  },
};
