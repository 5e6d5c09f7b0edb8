/** The projects domain's public face: what pages, routes and stories import. */
export * from './design-model';
export * from './design-mutations';
export * from './design-writes';
export * from './designs';
export * from './document-files';
export * from './documents';
export * from './operations';
export * from './project-model';
export * from './project-mutations';
export * from './project-writes';
export * from './projects';
export * from './due-window';
export * from './recce-model';
export * from './recce-mutations';
export * from './recce-stage-fields';
export * from './recce-writes';
export * from './recces';
export * from './stage-templates';
export * from './task-details';
export * from './task-queries';
export * from './tasks';
// project-model.ts and tasks.ts both define these two (the same shape); the face names one of each.
export { addDays, optionSchema } from './tasks';
