// The typed operation documents and result types generated from schema.graphql and src/documents.
export * from './gql/graphql.ts';
