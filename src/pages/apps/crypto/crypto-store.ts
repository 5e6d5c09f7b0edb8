/** What the user changes in the crypto app, kept across reloads: the watchlist and the transactions. */
import { createDemoStore, useDemoStore } from '@/services/kit';
import { DEFAULT_WATCHLIST, TRANSACTION_FIXTURES } from './crypto-fixtures';
import { transactionListSchema, watchlistSchema } from './crypto-model';

export const watchlistStore = createDemoStore('crypto.watchlist', watchlistSchema, DEFAULT_WATCHLIST);
export const useWatchlist = () => useDemoStore(watchlistStore);

export const transactionStore = createDemoStore('crypto.transactions', transactionListSchema, [
  ...TRANSACTION_FIXTURES,
]);
export const useTransactions = () => useDemoStore(transactionStore);
