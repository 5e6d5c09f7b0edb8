/**
 * What the three nested-menu pages share: where this page sits in the menu (as a tree of links taken
 * from the route table, so it can never disagree with the sidebar) and how nesting behaves.
 */
import { Box, Card, Code, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeader } from '@/ui';
import { routeTable } from '@/routes/paths';

interface TreeNode {
  label: string;
  path?: string;
  children: TreeNode[];
}

const GROUP_LABELS: Record<string, string> = { 'nested-menu': 'Nested menu', 'nested-2': 'Nested 2' };

function nestedTree(): TreeNode {
  const root: TreeNode = { label: 'Nested menu', children: [] };
  for (const entry of routeTable) {
    if (!entry.path.startsWith('/nested-menu/')) continue;
    const segments = entry.path.split('/').slice(2);
    let node = root;
    for (const segment of segments.slice(0, -1)) {
      const label = GROUP_LABELS[segment] ?? segment;
      let child = node.children.find((candidate) => candidate.label === label && !candidate.path);
      if (!child) {
        child = { label, children: [] };
        node.children.push(child);
      }
      node = child;
    }
    node.children.push({ label: entry.title, path: entry.path, children: [] });
  }
  return root;
}

const TREE = nestedTree();

function TreeList({ nodes, current, depth }: { nodes: TreeNode[]; current: string; depth: number }) {
  return (
    <List.Root
      as="ul"
      variant="plain"
      ps={depth === 0 ? '0' : '5'}
      gap="1"
      borderStartWidth={depth === 0 ? '0' : '1px'}
    >
      {nodes.map((node) => (
        <List.Item key={node.label} display="block">
          {node.path ? (
            <Box
              asChild
              display="inline-block"
              px="2"
              py="1"
              rounded="l1"
              bg={node.path === current ? 'brand.solid' : undefined}
              color={node.path === current ? 'brand.contrast' : 'fg'}
              fontWeight={node.path === current ? 'semibold' : 'normal'}
            >
              <RouterLink to={node.path} aria-current={node.path === current ? 'page' : undefined}>
                {node.label}
              </RouterLink>
            </Box>
          ) : (
            <Text px="2" py="1" fontWeight="medium" color="fg.muted">
              {node.label}
            </Text>
          )}
          {node.children.length > 0 && <TreeList nodes={node.children} current={current} depth={depth + 1} />}
        </List.Item>
      ))}
    </List.Root>
  );
}

export interface NestedMenuGuideProps {
  title: string;
  /** The trail of menu groups above this page, e.g. ['Nested menu', 'Nested 2']. */
  trail: string[];
  /** What this level of the menu demonstrates. */
  lesson: string;
}

export function NestedMenuGuide({ title, trail, lesson }: NestedMenuGuideProps) {
  const { pathname } = useLocation();
  const depth = trail.length;
  return (
    <>
      <PageHeader
        title={title}
        description={`A page ${depth} level${depth === 1 ? '' : 's'} deep in the menu: ${[...trail, title].join(' › ')}.`}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Card.Root as="section" aria-labelledby="nested-where">
          <Card.Header>
            <Card.Title as="h2" id="nested-where">
              Where you are
            </Card.Title>
            <Card.Description>The nested part of the menu; the current page is highlighted.</Card.Description>
          </Card.Header>
          <Card.Body>
            <nav aria-label="Nested menu map">
              <TreeList nodes={[TREE]} current={pathname} depth={0} />
            </nav>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="nested-how">
          <Card.Header>
            <Card.Title as="h2" id="nested-how">
              How nesting works
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="3" textStyle="sm">
              <Text>{lesson}</Text>
              <Text>
                The sidebar opens every group above the current page, so{' '}
                <Code>{[...trail, title].join(' › ')}</Code> is visible without clicking. The breadcrumbs at
                the top follow the same trail; a group in the trail is not a page, so it is shown as text.
              </Text>
              <Text>
                The menu, the breadcrumbs and the search all read one route table: adding a page under a
                folder of the URL (<Code>{pathname}</Code>) is enough to place it in the tree.
              </Text>
              <Text>
                On a phone the sidebar becomes a drawer from the menu button; groups open and close with Enter
                or Space and Tab moves from item to item.
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </>
  );
}
