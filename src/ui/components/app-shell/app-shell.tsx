import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { SidebarCollapseButton } from '../sidebar/sidebar';

export interface AppShellProps {
  /** The header; receives the function that opens the menu drawer on narrow screens. */
  header: (openMenu: () => void) => ReactNode;
  /** The menu; receives whether it is collapsed to icons and a callback to close the drawer. */
  sidebar: (state: { collapsed: boolean; expand: () => void; closeDrawer: () => void }) => ReactNode;
  children: ReactNode;
  defaultCollapsed?: boolean;
}

/** The main layout: header on top, a sidebar on wide screens (a drawer below 768 px), the page. */
export function AppShell({ header, sidebar, children, defaultCollapsed = false }: AppShellProps) {
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        srOnly
        _focus={{
          srOnly: false,
          p: '2',
          position: 'fixed',
          top: '2',
          insetStart: '2',
          zIndex: 'skipLink',
          bg: 'bg.panel',
        }}
      >
        <a href="#main-content">Skip to content</a>
      </Box>
      {header(() => setDrawerOpen(true))}
      <Flex flex="1" minH="0">
        <Box
          as="aside"
          hideBelow="md"
          w={collapsed ? '16' : '64'}
          flexShrink={0}
          borderEndWidth="1px"
          bg="bg.sidebar"
          position="sticky"
          top="14"
          h="calc(100dvh - var(--chakra-sizes-14))"
          overflowY="auto"
          transition="width 0.15s"
        >
          <Box pt="2">
            <SidebarCollapseButton collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
          </Box>
          {sidebar({ collapsed, expand: () => setCollapsed(false), closeDrawer })}
        </Box>
        <Box as="main" id="main-content" tabIndex={-1} flex="1" minW="0" px={{ base: '4', md: '8' }} py="6">
          {children}
        </Box>
      </Flex>
      <Drawer.Root
        lazyMount
        unmountOnExit
        open={drawerOpen}
        onOpenChange={(d) => setDrawerOpen(d.open)}
        placement="start"
        size="xs"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0">
                {sidebar({ collapsed: false, expand: () => undefined, closeDrawer })}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
