/** The production domain's public face: what pages, routes and stories import. */
export * from './bom-rules';
export * from './boms';
export * from './catalogue';
export * from './catalogue-images';
export * from './catalogue-kinds';
export * from './catalogue-forms';
export * from './cutting-plans';
export * from './production-reports';
export * from './saved-cutting-plans';
export * from './stock';
export * from './shop-floor';
export * from './work-in-progress';
export * from './installation';
export * from './handover';
