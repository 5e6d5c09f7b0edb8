import { describe, expect, it } from 'vitest';
import { filterAndSort, initialTableState, type DataTableColumn } from '@/ui';
import {
  COIN_MARKETS,
  COIN_NETWORKS,
  WALLET_HOLDINGS,
  type CoinMarket,
  type CryptoTransaction,
} from './crypto-fixtures';
import {
  changeDirection,
  formatChange,
  formatIndianShort,
  isValidAddress,
  marketRows,
  pendingSend,
  sendSchema,
  sendSummary,
  toggleWatch,
  transactionTotals,
  walletBalances,
  withinDates,
} from './crypto-model';

const transaction = (overrides: Partial<CryptoTransaction>): CryptoTransaction => ({
  id: 'tx',
  date: '2026-11-10T12:00',
  type: 'buy',
  coin: 'ETH',
  amount: 1,
  priceInr: 100,
  valueInr: 100,
  feeInr: 1,
  status: 'completed',
  hash: '0xabc',
  address: '0x1',
  network: 'Ethereum',
  origin: 'history',
  ...overrides,
});

describe('watchlist', () => {
  it('toggles a coin in and out', () => {
    expect(toggleWatch(['BTC'], 'ETH')).toEqual(['BTC', 'ETH']);
    expect(toggleWatch(['BTC', 'ETH'], 'BTC')).toEqual(['ETH']);
  });

  it('narrows the market to the watched coins only when asked', () => {
    expect(marketRows(COIN_MARKETS, ['SOL', 'BTC'], true).map((market) => market.code)).toEqual([
      'BTC',
      'SOL',
    ]);
    expect(marketRows(COIN_MARKETS, ['SOL'], false)).toHaveLength(COIN_MARKETS.length);
  });
});

describe('market figures', () => {
  it('write a change with its sign and direction', () => {
    expect(formatChange(2.314)).toBe('+2.31%');
    expect(formatChange(-1.2)).toBe('−1.20%');
    expect(formatChange(0)).toBe('0.00%');
    expect([changeDirection(1), changeDirection(-1), changeDirection(0)]).toEqual(['up', 'down', 'flat']);
  });

  it('write large amounts in lakh and crore', () => {
    expect(formatIndianShort(15_520_000_000_000, '₹')).toBe('₹15.52 lakh crore');
    expect(formatIndianShort(42_130_000_000, '₹')).toBe('₹4,213 crore');
    expect(formatIndianShort(250_000)).toBe('2.5 lakh');
  });

  it('sort by 24h change through the table’s sort', () => {
    const columns: DataTableColumn<CoinMarket>[] = [
      { id: 'change24h', header: '24h', value: (row) => row.change24h },
    ];
    const sorted = filterAndSort(
      COIN_MARKETS,
      columns,
      initialTableState({ sort: [{ id: 'change24h', desc: true }] }),
    );
    const changes = sorted.map((market) => market.change24h);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    expect(sorted[0]!.change24h).toBe(Math.max(...COIN_MARKETS.map((market) => market.change24h)));
  });
});

describe('transactions', () => {
  const list = [
    transaction({ id: 'a', date: '2026-11-01T09:00', type: 'buy', valueInr: 1000, feeInr: 5.9 }),
    transaction({ id: 'b', date: '2026-11-05T23:59', type: 'sell', valueInr: 400, feeInr: 2.36 }),
    transaction({
      id: 'c',
      date: '2026-11-06T00:00',
      type: 'deposit',
      valueInr: 300,
      feeInr: 1,
      status: 'pending',
    }),
    transaction({
      id: 'd',
      date: '2026-11-07T10:00',
      type: 'withdraw',
      valueInr: 999,
      feeInr: 9,
      status: 'failed',
    }),
  ];

  it('keep the days inside a date range, both ends included', () => {
    expect(withinDates(list, { start: '2026-11-05', end: '2026-11-06' }).map((entry) => entry.id)).toEqual([
      'b',
      'c',
    ]);
    expect(withinDates(list, { start: '', end: '2026-11-01' }).map((entry) => entry.id)).toEqual(['a']);
    expect(withinDates(list, { start: '', end: '' })).toHaveLength(4);
  });

  it('total the shown transactions, failed ones moving no money', () => {
    expect(transactionTotals(list)).toEqual({
      count: 4,
      valueInr: 1700,
      feesInr: 9.26,
      boughtInr: 1000,
      soldInr: 400,
      pending: 1,
    });
    expect(transactionTotals([])).toMatchObject({ count: 0, valueInr: 0 });
  });
});

describe('wallet', () => {
  it('takes what the user sent, and its fee, off the holdings; failed sends give it back', () => {
    const before = walletBalances([]);
    expect(before.find((balance) => balance.coin === 'SOL')?.amount).toBe(WALLET_HOLDINGS.SOL);
    expect(before.reduce((sum, balance) => sum + balance.allocation, 0)).toBeCloseTo(100, 0);
    const sent = walletBalances([
      transaction({ coin: 'SOL', amount: 2, origin: 'wallet', status: 'pending' }),
      transaction({ coin: 'SOL', amount: 5, origin: 'wallet', status: 'failed' }),
      transaction({ coin: 'SOL', amount: 3, origin: 'history' }),
    ]);
    expect(sent.find((balance) => balance.coin === 'SOL')?.amount).toBeCloseTo(
      WALLET_HOLDINGS.SOL - 2 - COIN_NETWORKS.SOL.fee,
      6,
    );
  });

  it('checks address formats per network', () => {
    expect(isValidAddress('ETH', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isValidAddress('ETH', '0x5290840009852788')).toBe(false);
    expect(isValidAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isValidAddress('BTC', 'bc1qbbbbbbbbbbbbbbbbbbbbbb')).toBe(false);
    expect(isValidAddress('SOL', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true);
    expect(isValidAddress('SOL', '0OIl7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXw')).toBe(false);
  });

  const schema = sendSchema({ ETH: 0.85 });
  const address = '0x52908400098527886E0F7030069857D2E4169EE7';

  it('accepts a send within the balance after the fee', () => {
    expect(schema.safeParse({ coin: 'ETH', address, amount: '0.5' }).success).toBe(true);
    expect(
      schema.safeParse({ coin: 'ETH', address, amount: String(0.85 - COIN_NETWORKS.ETH.fee) }).success,
    ).toBe(true);
  });

  it('refuses more than the balance, nothing, and a wrong address', () => {
    const tooMuch = schema.safeParse({ coin: 'ETH', address, amount: '0.85' });
    expect(tooMuch.error?.issues[0]?.path).toEqual(['amount']);
    expect(tooMuch.error?.issues[0]?.message).toMatch(/more than your balance/);
    expect(schema.safeParse({ coin: 'ETH', address, amount: '0' }).error?.issues[0]?.message).toBe(
      'The amount must be more than 0.',
    );
    expect(
      schema.safeParse({ coin: 'ETH', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '0.1' })
        .error?.issues[0]?.path,
    ).toEqual(['address']);
    expect(schema.safeParse({ coin: 'ETH', address: '', amount: '0.1' }).error?.issues[0]?.message).toBe(
      'Enter the address to send to.',
    );
  });

  it('shows the fee and the live total, and records the send as pending', () => {
    const summary = sendSummary('SOL', 2);
    expect(summary.total).toBeCloseTo(2 + COIN_NETWORKS.SOL.fee, 9);
    expect(sendSummary('SOL', Number.NaN).total).toBe(COIN_NETWORKS.SOL.fee);
    const recorded = pendingSend(
      { coin: 'ETH', address, amount: 0.25 },
      new Date(2026, 10, 22, 9, 5),
      'tx-user-1',
    );
    expect(recorded).toMatchObject({
      date: '2026-11-22T09:05',
      status: 'pending',
      origin: 'wallet',
      type: 'transfer',
      amount: 0.25,
      address,
    });
    expect(recorded.hash).toMatch(/^0x[0-9a-f]{64}$/);
  });
});
