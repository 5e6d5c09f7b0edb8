/** The auth domain's public face: what pages, routes and stories import. */
export * from './auth';
export * from './auth-forms';
export * from './session';
export * from './sign-in-rules';
export * from './use-stored-user';
