import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { PageHeader, ScrollSpyNav, useScrollSpy } from '@/ui';
import { TERMS, TERMS_UPDATED } from './terms-conditions/terms-fixtures';

const SECTION_IDS = TERMS.map((section) => section.id);
// The app header is sticky (3.5rem); sections count as reached a little below it.
const HEADER_OFFSET = 80;

export default function PagesTermsConditionsPage() {
  const activeId = useScrollSpy(SECTION_IDS, { offset: HEADER_OFFSET });
  const updated = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(
    new Date(`${TERMS_UPDATED}T00:00:00`),
  );

  return (
    <>
      <PageHeader
        title="Terms and conditions"
        description={`Customer terms for made-to-measure furniture orders. Last updated ${updated}.`}
        actions={
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        }
      />
      <Flex gap="8" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
        <Box
          position={{ lg: 'sticky' }}
          top={{ lg: '20' }}
          w={{ base: 'full', lg: '64' }}
          flexShrink={0}
          css={{ '@media print': { display: 'none' } }}
        >
          <ScrollSpyNav
            label="Sections of the terms"
            items={TERMS.map(({ id, title }) => ({ id, label: title }))}
            activeId={activeId}
          />
        </Box>
        <Stack gap="8" flex="1" minW="0" maxW="3xl">
          {TERMS.map((section) => (
            <Box
              as="section"
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              scrollMarginTop="20"
            >
              <Heading as="h2" size="lg" id={`${section.id}-title`} mb="3">
                {section.title}
              </Heading>
              <Stack gap="3">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} color="fg.muted" lineHeight="tall">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Box>
          ))}
          <Card.Root variant="subtle">
            <Card.Body>
              <Text textStyle="sm">
                Questions about these terms? Write to <a href="mailto:care@fpw.example">care@fpw.example</a>{' '}
                or call <a href="tel:+912012345678">+91 20 1234 5678</a>.
              </Text>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Flex>
    </>
  );
}
