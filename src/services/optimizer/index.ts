/** The optimizer domain's public face: what pages, routes and stories import. */
export * from './csv';
export * from './export-svg';
export * from './fixtures/shop-jobs';
export * from './job-draft';
export * from './optimize';
export * from './optimizer-client';
export * from './types';
