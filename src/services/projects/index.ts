/** The projects domain's public face: what pages, routes and stories import. */
export * from './designs';
export * from './documents';
export * from './operations';
export * from './projects';
export * from './recces';
export * from './stage-templates';
export * from './task-details';
export * from './task-queries';
export * from './tasks';
// projects.ts and tasks.ts both define these two (the same shape); the face names one of each.
export { addDays, optionSchema } from './tasks';
