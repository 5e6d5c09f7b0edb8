import { Box, CloseButton, DataList, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RecordField {
  label: string;
  value: ReactNode;
}

export interface RecordDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record's name; the drawer is a dialog labelled by it. */
  title: string;
  subtitle?: ReactNode;
  /** Label/value pairs shown as a description list; empty values show a dash. */
  fields: RecordField[];
  /** Anything after the fields: a history, an edit form. */
  children?: ReactNode;
  /** Buttons at the foot (an action the viewer may take). */
  footer?: ReactNode;
}

/**
 * One record of a list, opened beside it: the fields as a description list and whatever the page adds
 * (history, actions). Full width on a phone, a side sheet from `md` up.
 */
export function RecordDrawer({
  open,
  onOpenChange,
  title,
  subtitle,
  fields,
  children,
  footer,
}: RecordDrawerProps) {
  return (
    <Drawer.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Stack gap="1">
                <Drawer.Title>{title}</Drawer.Title>
                {subtitle ? (
                  <Text color="fg.muted" textStyle="sm">
                    {subtitle}
                  </Text>
                ) : null}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <DataList.Root orientation="horizontal" size="sm">
                  {fields.map((field) => (
                    <DataList.Item key={field.label}>
                      <DataList.ItemLabel minW="9rem">{field.label}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {field.value === null || field.value === undefined || field.value === ''
                          ? '—'
                          : field.value}
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                {children ? <Box>{children}</Box> : null}
              </Stack>
            </Drawer.Body>
            {footer ? <Drawer.Footer>{footer}</Drawer.Footer> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
