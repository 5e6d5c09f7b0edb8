import { Badge, Box, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { ClipboardList, FileText, IndianRupee, Ruler } from 'lucide-react';
import { useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const VARIANTS = ['line', 'subtle', 'enclosed', 'outline', 'plain'] as const;

const PROJECT_TABS = [
  {
    value: 'overview',
    label: 'Overview',
    icon: <ClipboardList />,
    text: 'Sharma residence: 3 BHK, 1,450 sq ft, handover in March.',
  },
  {
    value: 'survey',
    label: 'Site survey',
    icon: <Ruler />,
    text: 'Six stages, four done. Living room measured on 12 Nov.',
  },
  {
    value: 'quotation',
    label: 'Quotation',
    icon: <FileText />,
    text: 'Q-2026-0142, version 3, sent on 18 Nov.',
  },
  {
    value: 'payments',
    label: 'Payments',
    icon: <IndianRupee />,
    text: 'Two of five payment stages received.',
  },
] as const;

/** Counts how often the lazy panel was mounted, to show that it is built only when first opened. */
function CostingPanel({ onMount }: { onMount: () => void }) {
  const [mountedAt] = useState(() => {
    onMount();
    return new Date().toLocaleTimeString('en-IN');
  });
  return (
    <Text textStyle="sm">
      Costing built at {mountedAt}: panels ₹ 1,84,200, hardware ₹ 36,400, labour ₹ 52,000.
    </Text>
  );
}

/** Tabs in every variant, with icons, vertical, fitted and lazily mounted panels; nav links and pills. */
export function NavsTabsDemo() {
  const [mounts, setMounts] = useState(0);
  const [section, setSection] = useState('Leads');

  return (
    <>
      <PageHeader
        title="Navs and tabs"
        description="Switch between views of the same subject without leaving the page."
      />
      <DemoGrid>
        <DemoSection
          title="Variants"
          description="Arrow keys move between tabs; Home and End jump to the ends."
        >
          <Stack gap="6">
            {VARIANTS.map((variant) => (
              <Tabs.Root key={variant} defaultValue="overview" variant={variant}>
                <Box overflowX="auto">
                  <Tabs.List aria-label={`Project, ${variant} tabs`}>
                    {PROJECT_TABS.map((tab) => (
                      <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
                        {tab.label}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                </Box>
                {PROJECT_TABS.map((tab) => (
                  <Tabs.Content key={tab.value} value={tab.value} textStyle="sm">
                    {variant}: {tab.text}
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="With icons and fitted">
          <Tabs.Root defaultValue="overview" variant="enclosed" fitted>
            <Box overflowX="auto">
              <Tabs.List aria-label="Project, fitted tabs with icons" minW="max-content" w="full">
                {PROJECT_TABS.map((tab) => (
                  <Tabs.Trigger key={tab.value} value={tab.value}>
                    {tab.icon}
                    {tab.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
            {PROJECT_TABS.map((tab) => (
              <Tabs.Content key={tab.value} value={tab.value} textStyle="sm">
                {tab.text}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </DemoSection>

        <DemoSection title="Vertical">
          <Tabs.Root defaultValue="survey" orientation="vertical" variant="subtle">
            <Tabs.List aria-label="Project, vertical tabs">
              {PROJECT_TABS.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {PROJECT_TABS.map((tab) => (
              <Tabs.Content key={tab.value} value={tab.value} textStyle="sm" ps="4">
                {tab.text}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </DemoSection>

        <DemoSection
          title="Lazy panels"
          description="Each panel is built when first opened and removed when left, so heavy views cost nothing until needed."
        >
          <Tabs.Root defaultValue="summary" lazyMount unmountOnExit variant="line">
            <Tabs.List aria-label="Order, lazy tabs">
              <Tabs.Trigger value="summary">Summary</Tabs.Trigger>
              <Tabs.Trigger value="costing">Costing</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="summary" textStyle="sm">
              Order O-2026-0087: 42 parts, 6 sheets of 18 mm MDF.
            </Tabs.Content>
            <Tabs.Content value="costing">
              <CostingPanel onMount={() => setMounts((count) => count + 1)} />
            </Tabs.Content>
          </Tabs.Root>
          <Text textStyle="xs" color="fg.muted" mt="3" data-testid="costing-mounts">
            Costing panel built {mounts} {mounts === 1 ? 'time' : 'times'}
          </Text>
        </DemoSection>

        <DemoSection
          title="Nav links and pills"
          description="Links to other pages; the current one is marked for assistive technology."
        >
          <Stack gap="4">
            <HStack as="nav" aria-label="CRM sections, pills" gap="2" wrap="wrap">
              {['Leads', 'Deals', 'Appointments', 'Campaigns'].map((name) => {
                const current = name === section;
                return (
                  <Link
                    key={name}
                    href={`#crm-${name.toLowerCase()}`}
                    aria-current={current ? 'page' : undefined}
                    px="3"
                    py="1.5"
                    rounded="full"
                    textStyle="sm"
                    bg={current ? 'brand.solid' : 'transparent'}
                    color={current ? 'brand.contrast' : 'fg'}
                    _hover={{ bg: current ? 'brand.solid' : 'bg.muted', textDecoration: 'none' }}
                    onClick={(event) => {
                      event.preventDefault();
                      setSection(name);
                    }}
                  >
                    {name}
                    {name === 'Leads' && (
                      <Badge ms="1.5" size="xs" variant="solid" colorPalette={current ? 'gray' : 'brand'}>
                        12
                      </Badge>
                    )}
                  </Link>
                );
              })}
            </HStack>
            <HStack
              as="nav"
              aria-label="CRM sections, underlined"
              gap="5"
              borderBottomWidth="1px"
              wrap="wrap"
            >
              {['Leads', 'Deals', 'Appointments', 'Campaigns'].map((name) => {
                const current = name === section;
                return (
                  <Link
                    key={name}
                    href={`#crm-${name.toLowerCase()}`}
                    aria-current={current ? 'page' : undefined}
                    py="2"
                    mb="-1px"
                    textStyle="sm"
                    borderBottomWidth="2px"
                    borderColor={current ? 'brand.solid' : 'transparent'}
                    color={current ? 'fg' : 'fg.muted'}
                    fontWeight={current ? 'semibold' : 'normal'}
                    _hover={{ color: 'fg', textDecoration: 'none' }}
                    onClick={(event) => {
                      event.preventDefault();
                      setSection(name);
                    }}
                  >
                    {name}
                  </Link>
                );
              })}
            </HStack>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
