/** The kit domain's public face: what pages, routes and stories import. */
export * from './config';
export * from './contact-links';
export * from './csv-file';
export * from './demo-store';
export * from './embedded-start-failure';
export * from './file-data-url';
export * from './form-errors';
export * from './message-text';
export * from './query-client';
export * from './query-persistence';
export * from './staff-options';
export * from './ageing';
export * from './form-fields';
