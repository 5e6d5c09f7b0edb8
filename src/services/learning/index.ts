/** The learning domain's public face: what pages, routes and stories import. */
export * from './answer-assistant';
export * from './course-authoring';
export * from './courses';
export * from './course-enrolment';
export * from './knowledge';
export * from './knowledge-writing';
export * from './support';
export * from './client-tickets';
