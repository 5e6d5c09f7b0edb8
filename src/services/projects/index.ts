/** The projects domain's public face: what pages, routes and stories import. */
export * from './designs';
export * from './document-files';
export * from './documents';
export * from './operations';
export * from './projects';
export * from './recces';
export * from './stage-templates';
export * from './tasks';
// projects.ts and tasks.ts both define these two (the same shape); the face names one of each.
export { addDays, optionSchema } from './tasks';
