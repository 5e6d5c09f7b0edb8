/** The list kit's page half: a list's URL contract and the one hook that binds it to a page. */
export * from './list-contract';
export * from './use-list-state';
export * from './page-query';
export * from './clear-filters';
