/** The notifications domain's public face: each person's inbox and the morning digest. */
export * from './digest';
export * from './notifications';
