// The contract: the typed operation documents and result types generated from schema.graphql and
// src/documents, the persisted operation ids, and the request body limits of the API that serves them.
export * from './gql/graphql.ts';
export { PERSISTED_OPERATIONS, PUBLIC_OPERATIONS } from './persisted.ts';
export { BODY_LIMITS } from './limits.ts';
