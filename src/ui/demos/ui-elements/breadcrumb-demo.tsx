import { Breadcrumb, IconButton, Menu, Portal, Stack } from '@chakra-ui/react';
import { ChevronRight, Home, MoreHorizontal, Slash } from 'lucide-react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs, DemoGrid, DemoSection, PageHeader } from '@/ui';

const TRAIL = [
  { label: 'Projects', href: '/dashboard/projects' },
  { label: 'Sharma residence', href: '/dashboard/Project-details' },
  { label: 'Site survey', href: '/dashboard/recce' },
] as const;

/** Breadcrumbs: the app's own trail, variants, separators, icons and a collapsed middle. */
export function BreadcrumbDemo() {
  return (
    <>
      <PageHeader title="Breadcrumb" description="Where a page sits, with links back up the trail." />
      <DemoGrid>
        <DemoSection
          title="The app's breadcrumbs"
          description="The component the main layout shows above every page."
        >
          <Breadcrumbs
            steps={[
              { label: 'Home', href: '/dashboard/sales' },
              { label: 'Commercials' },
              { label: 'Quotations' },
            ]}
          />
        </DemoSection>

        <DemoSection title="Variants and sizes">
          <Stack gap="4">
            {(['plain', 'underline'] as const).map((variant) =>
              (['sm', 'md', 'lg'] as const).map((size) => (
                <Breadcrumb.Root
                  key={`${variant}-${size}`}
                  variant={variant}
                  size={size}
                  aria-label={`Breadcrumb, ${variant} ${size}`}
                >
                  <Breadcrumb.List flexWrap="wrap">
                    {TRAIL.map((step) => (
                      <Fragment key={step.label}>
                        <Breadcrumb.Item>
                          <Breadcrumb.Link asChild>
                            <RouterLink to={step.href}>{step.label}</RouterLink>
                          </Breadcrumb.Link>
                        </Breadcrumb.Item>
                        <Breadcrumb.Separator />
                      </Fragment>
                    ))}
                    <Breadcrumb.Item>
                      <Breadcrumb.CurrentLink>Measurements</Breadcrumb.CurrentLink>
                    </Breadcrumb.Item>
                  </Breadcrumb.List>
                </Breadcrumb.Root>
              )),
            )}
          </Stack>
        </DemoSection>

        <DemoSection title="Separators and icons">
          <Stack gap="4">
            {[
              { name: 'slash', separator: <Slash /> },
              { name: 'chevron', separator: <ChevronRight /> },
            ].map(({ name, separator }) => (
              <Breadcrumb.Root key={name} aria-label={`Breadcrumb with ${name} separators`}>
                <Breadcrumb.List flexWrap="wrap">
                  <Breadcrumb.Item>
                    <Breadcrumb.Link asChild>
                      <RouterLink to="/dashboard/sales">
                        <Home aria-hidden="true" />
                        Home
                      </RouterLink>
                    </Breadcrumb.Link>
                  </Breadcrumb.Item>
                  <Breadcrumb.Separator>{separator}</Breadcrumb.Separator>
                  <Breadcrumb.Item>
                    <Breadcrumb.Link asChild>
                      <RouterLink to="/dashboard/panel">Catalogue</RouterLink>
                    </Breadcrumb.Link>
                  </Breadcrumb.Item>
                  <Breadcrumb.Separator>{separator}</Breadcrumb.Separator>
                  <Breadcrumb.Item>
                    <Breadcrumb.CurrentLink>Edge bands</Breadcrumb.CurrentLink>
                  </Breadcrumb.Item>
                </Breadcrumb.List>
              </Breadcrumb.Root>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection
          title="Collapsed trail"
          description="Deep trails keep the first and last steps; the middle opens from a menu."
        >
          <Breadcrumb.Root aria-label="Collapsed breadcrumb">
            <Breadcrumb.List flexWrap="wrap">
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <RouterLink to="/dashboard/projects">Projects</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Menu.Root>
                  <Menu.Trigger asChild>
                    <IconButton variant="ghost" size="2xs" aria-label="Show hidden steps">
                      <MoreHorizontal />
                    </IconButton>
                  </Menu.Trigger>
                  <Portal>
                    <Menu.Positioner>
                      <Menu.Content>
                        {['Sharma residence', 'Kitchen', 'Bill of material'].map((label) => (
                          <Menu.Item key={label} value={label} asChild>
                            <RouterLink to="/dashboard/bom">{label}</RouterLink>
                          </Menu.Item>
                        ))}
                      </Menu.Content>
                    </Menu.Positioner>
                  </Portal>
                </Menu.Root>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink>Cutting plan CP-0042</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
