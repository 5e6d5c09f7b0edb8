/** The crm domain's public face: what pages, routes and stories import. */
export * from './analytics';
export * from './appointments';
export * from './campaigns';
export * from './crm-directory';
export * from './crm-lookups';
export * from './crm-reports';
export * from './crm-settings';
export * from './deals';
export * from './lead-import';
export * from './lead-import-csv';
export * from './leads';
export * from './message-templates';
