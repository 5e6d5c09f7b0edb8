/** The admin domain's public face: what pages, routes and stories import. */
export * from './access/adonai-users-access';
export * from './enterprise';
export * from './org-settings';
export * from './permissions';
export * from './sales-users';
export * from './staff';
export * from './subscriber-dashboard';
export * from './subscriber-dashboard-data';
export * from './subscribers';
