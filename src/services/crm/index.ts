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
// The deal stages are defined in deals.ts and crm-reports.ts alike; the board's is the face's.
export { DEAL_STAGES, type DealStage } from './deals';
