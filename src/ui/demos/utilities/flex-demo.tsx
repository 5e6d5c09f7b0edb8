import { Box, Code, Flex, HStack, Spacer, Stack, Text, VStack, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const Item = ({ children, ...props }: { children: ReactNode } & BoxProps) => (
  <Box
    px="3"
    py="2"
    rounded="l2"
    bg="brand.subtle"
    color="brand.fg"
    borderWidth="1px"
    borderColor="brand.muted"
    textStyle="sm"
    {...props}
  >
    {children}
  </Box>
);

const Row = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <Stack gap="1.5">
    <Text textStyle="xs" color="fg.muted">
      {label}
    </Text>
    {children}
  </Stack>
);

const JUSTIFY = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
  'space-evenly',
] as const;
const ALIGN = ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'] as const;

/** Flex: direction, justify, align, wrap, grow and shrink, order, Spacer and the Stack helpers. */
export function FlexDemo() {
  return (
    <>
      <PageHeader title="Flex" description="One-dimensional layouts: rows and columns of items." />
      <DemoGrid columns={2}>
        <DemoSection title="Direction">
          <Stack gap="4">
            {(['row', 'row-reverse', 'column'] as const).map((direction) => (
              <Row key={direction} label={<Code>{direction}</Code>}>
                <Flex direction={direction} gap="2" align="start">
                  <Item>1 Survey</Item>
                  <Item>2 Design</Item>
                  <Item>3 Quote</Item>
                </Flex>
              </Row>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="Justify content">
          <Stack gap="3">
            {JUSTIFY.map((justify) => (
              <Row key={justify} label={<Code>{justify}</Code>}>
                <Flex justify={justify} gap="2" p="2" bg="bg.muted" rounded="l2">
                  <Item>A</Item>
                  <Item>B</Item>
                  <Item>C</Item>
                </Flex>
              </Row>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="Align items">
          <Stack gap="3">
            {ALIGN.map((align) => (
              <Row key={align} label={<Code>{align}</Code>}>
                <Flex align={align} gap="2" p="2" h="20" bg="bg.muted" rounded="l2">
                  <Item py="1">Short</Item>
                  <Item py="4">Tall</Item>
                  <Item textStyle="lg">Large</Item>
                </Flex>
              </Row>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="Wrap, grow and order">
          <Stack gap="4">
            <Row label={<Code>wrap</Code>}>
              <Flex wrap="wrap" gap="2">
                {[
                  'MDF',
                  'Particle board',
                  'Plywood',
                  'HDHMR',
                  'Acrylic',
                  'Veneer',
                  'Laminate',
                  'PU paint',
                ].map((name) => (
                  <Item key={name}>{name}</Item>
                ))}
              </Flex>
            </Row>
            <Row
              label={
                <>
                  <Code>flex=&quot;1&quot;</Code> grows, <Code>flexShrink=0</Code> keeps its size
                </>
              }
            >
              <Flex gap="2">
                <Item flexShrink={0}>Fixed</Item>
                <Item flex="1">Grows to fill</Item>
                <Item flexShrink={0}>Fixed</Item>
              </Flex>
            </Row>
            <Row label={<Code>order</Code>}>
              <Flex gap="2">
                <Item order={3}>First in code</Item>
                <Item order={1}>Second in code</Item>
                <Item order={2}>Third in code</Item>
              </Flex>
            </Row>
            <Row
              label={
                <>
                  <Code>Spacer</Code> pushes apart
                </>
              }
            >
              <Flex gap="2" p="2" bg="bg.muted" rounded="l2">
                <Item>Logo</Item>
                <Spacer />
                <Item>Sign in</Item>
              </Flex>
            </Row>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Stacks"
          description="HStack, VStack and a Stack that turns from a column into a row."
        >
          <Stack gap="4">
            <HStack gap="2">
              <Item>H</Item>
              <Item>Stack</Item>
            </HStack>
            <VStack gap="2" align="start">
              <Item>V</Item>
              <Item>Stack</Item>
            </VStack>
            <Stack direction={{ base: 'column', md: 'row' }} gap="2">
              <Item>Column on phones</Item>
              <Item>Row from md</Item>
            </Stack>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
