/**
 * An account's statement beside a list of who owes or is owed (a client's receivable, a supplier's
 * payable): what is left by age, the actions (reminders, paying, printing), the statement table and a
 * note on how money is applied. The whole block is what prints (`data-print-root`).
 */
import { Button, Grid, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { rupeesAndPaise } from '../../format/rupees';
import type { DataTableColumn } from '../data-table/data-table-state';
import { RecordSheet, RecordSheetRecord, type SheetRecordQuery } from '../record-drawer/record-sheet';

export interface AccountStatementProps {
  /** The ageing bands in order, each with its amount. */
  ageing: readonly { label: string; value: number }[];
  /** Buttons beside "Print statement". */
  actions?: ReactNode;
  /** The statement itself (a DataTable of the ledger). */
  children: ReactNode;
  /** How money is applied, under the table. */
  note?: ReactNode;
}

export function AccountStatement({ ageing, actions, children, note }: AccountStatementProps) {
  return (
    <Stack gap="5" data-print-root="">
      <Grid
        templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        gap="3"
        role="group"
        aria-label="Owed by age"
      >
        {ageing.map((band) => (
          <Stat.Root key={band.label} size="sm">
            <Stat.Label>{band.label}</Stat.Label>
            <Stat.ValueText>{rupeesAndPaise.format(band.value)}</Stat.ValueText>
          </Stat.Root>
        ))}
      </Grid>
      <HStack gap="2" wrap="wrap">
        {actions}
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print statement
        </Button>
      </HStack>
      {children}
      {note ? (
        <Text textStyle="sm" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface AccountSheetProps<Row> {
  /** The open account's id (from the URL); null closes the sheet. */
  id: string | null;
  onClose: () => void;
  /** Reads the account by id: a hook, called once per open account. */
  useAccount: (id: string) => SheetRecordQuery<Row>;
  /** "Client account", "Supplier account": the title until the row is there. */
  noun: string;
  name: (row: Row) => string;
  balance: (row: Row) => number;
  outstanding: (row: Row) => number;
  /** Shown when no row came back: nothing on the account, or row-level security hides it. */
  missing: ReactNode;
  children: (row: Row) => ReactNode;
}

/** An account beside its list: its name, balance and what is left to pay, then its statement. */
export function AccountSheet<Row>({ id, onClose, ...record }: AccountSheetProps<Row>) {
  return (
    <RecordSheet id={id} onClose={onClose} size="xl">
      {(open) => <AccountRecord key={open} id={open} {...record} />}
    </RecordSheet>
  );
}

function AccountRecord<Row>({
  id,
  useAccount,
  noun,
  name,
  balance,
  outstanding,
  missing,
  children,
}: Omit<AccountSheetProps<Row>, 'id' | 'onClose'> & { id: string }) {
  const query = useAccount(id);
  return (
    <RecordSheetRecord
      query={query}
      noun={noun}
      title={name}
      subtitle={(row) => (
        <Text textStyle="sm" color="fg.muted">
          Balance {rupeesAndPaise.format(balance(row))} · left to pay{' '}
          {rupeesAndPaise.format(outstanding(row))}
        </Text>
      )}
      loadingLabel="Loading the account…"
      errorTitle="This account could not be loaded"
      missing={missing}
    >
      {children}
    </RecordSheetRecord>
  );
}

/** An amount column shows nothing for zero, so each row reads as the one side it moved. */
const amountOrBlank = (amount: number) => (amount === 0 ? '' : rupeesAndPaise.format(amount));

/**
 * A statement's last three columns: the two sides a row can move (named as the account reads them,
 * Debit and Credit for a client, Paid and Owed for a supplier) and the running balance.
 */
export function statementAmountColumns<
  Row extends { debit: number; credit: number; balance: number },
>(labels: { debit: string; credit: string }): DataTableColumn<Row>[] {
  return [
    {
      id: 'debit',
      header: labels.debit,
      value: (row) => row.debit,
      cell: (row) => amountOrBlank(row.debit),
      align: 'end',
    },
    {
      id: 'credit',
      header: labels.credit,
      value: (row) => row.credit,
      cell: (row) => amountOrBlank(row.credit),
      align: 'end',
    },
    {
      id: 'balance',
      header: 'Balance',
      value: (row) => row.balance,
      cell: (row) => rupeesAndPaise.format(row.balance),
      align: 'end',
    },
  ];
}
