import { CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorState } from '../error-state/error-state';
import { LoadingState } from '../loading-state/loading-state';

export interface RecordSheetProps {
  /** The open record's id, 'new' when one is being created, or null when the sheet is closed. */
  id: string | null;
  onClose: () => void;
  /** Its width from `md` up; a phone always gets the full screen. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** What 'new' opens: its title and its form. Without it, 'new' is treated as any other id. */
  create?: { title: string; body: ReactNode };
  /** The record with that id, usually a RecordSheetRecord keyed by it. */
  children: (id: string) => ReactNode;
}

/**
 * A list's record opened beside it (`?ticket=<id>` or `?ticket=new`): the side sheet, its close button
 * and the choice between the new-record form and the record itself. RecordDrawer is the read-only
 * kind with a field list; this is the frame for records that load themselves and can be edited.
 */
export function RecordSheet({ id, onClose, size = 'md', create, children }: RecordSheetProps) {
  return (
    <SheetFrame open={id !== null} onClose={onClose} size={size}>
      {id === 'new' && create ? (
        <SheetTitled title={create.title}>{create.body}</SheetTitled>
      ) : id !== null ? (
        children(id)
      ) : null}
    </SheetFrame>
  );
}

export interface EditSheetProps {
  open: boolean;
  onClose: () => void;
  /** Its width from `md` up; a phone always gets the full screen. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The record's name, or "New …" while one is being added. */
  title: ReactNode;
  /** Under the title: a line of context. */
  subtitle?: ReactNode;
  /** The form (or the record's figures and forms). */
  children: ReactNode;
}

/**
 * A record the page already holds (a row of its list, or none while adding one), edited in the
 * side sheet: the same frame as RecordSheet, for records that are not opened by an id in the URL.
 */
export function EditSheet({ open, onClose, size = 'md', title, subtitle, children }: EditSheetProps) {
  return (
    <SheetFrame open={open} onClose={onClose} size={size}>
      <SheetTitled title={title} subtitle={subtitle}>
        {children}
      </SheetTitled>
    </SheetFrame>
  );
}

/** The side sheet itself: full screen on a phone, closed by its button, Escape or the backdrop. */
function SheetFrame({
  open,
  onClose,
  size,
  children,
}: {
  open: boolean;
  onClose: () => void;
  size: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', md: size }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {children}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A sheet's title (and a line under it) over its body. */
function SheetTitled({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Drawer.Header>
        {subtitle ? (
          <Stack gap="1">
            <Drawer.Title>{title}</Drawer.Title>
            <Text color="fg.muted" textStyle="sm">
              {subtitle}
            </Text>
          </Stack>
        ) : (
          <Drawer.Title>{title}</Drawer.Title>
        )}
      </Drawer.Header>
      <Drawer.Body>{children}</Drawer.Body>
    </>
  );
}

/** What a record's query gives the sheet (React Query's result has this shape). */
export interface SheetRecordQuery<Row> {
  data: Row | null | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface RecordSheetRecordProps<Row> {
  query: SheetRecordQuery<Row>;
  /** The sheet's title once the row is there; `noun` before that ("Ticket"). */
  title: (row: Row) => ReactNode;
  noun: string;
  /** Under the title once the row is there: badges, a line of context. */
  subtitle?: (row: Row) => ReactNode;
  /** "Loading the ticket…" unless told: the noun in lower case. */
  loadingLabel?: string;
  /** "This ticket could not be loaded" unless told. */
  errorTitle?: string;
  /**
   * Shown when no row came back: it does not exist, or row-level security hides it. "This ticket does
   * not exist, or is not yours to see." unless told.
   */
  missing?: ReactNode;
  /** Show the query's own message under the error title. */
  showErrorMessage?: boolean;
  children: (row: Row) => ReactNode;
}

/** One record in a RecordSheet: its title from the row, and loading, failure and not-found states. */
export function RecordSheetRecord<Row>({
  query,
  title,
  noun,
  loadingLabel = `Loading the ${noun.toLowerCase()}…`,
  errorTitle = `This ${noun.toLowerCase()} could not be loaded`,
  missing = `This ${noun.toLowerCase()} does not exist, or is not yours to see.`,
  showErrorMessage = false,
  subtitle,
  children,
}: RecordSheetRecordProps<Row>) {
  const row = query.data ?? null;
  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <Drawer.Title>{row === null ? noun : title(row)}</Drawer.Title>
          {row !== null && subtitle ? subtitle(row) : null}
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        {query.isPending ? (
          <LoadingState label={loadingLabel} />
        ) : query.isError ? (
          <ErrorState
            title={errorTitle}
            message={showErrorMessage ? query.error?.message : undefined}
            onRetry={() => void query.refetch()}
          />
        ) : row === null ? (
          typeof missing === 'string' ? (
            <Text color="fg.muted">{missing}</Text>
          ) : (
            missing
          )
        ) : (
          children(row)
        )}
      </Drawer.Body>
    </>
  );
}
