// The typed operation documents and result types generated from schema.graphql and src/documents.
export * from './gql/graphql.ts';
export { PERSISTED_OPERATIONS, PUBLIC_OPERATIONS } from './persisted.ts';
