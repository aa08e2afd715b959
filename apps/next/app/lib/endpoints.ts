// Where the Masthead API is (the embedded one by default). Its own module, without Apollo, so the proxy
// and the route handlers can read it cheaply.

/** The GraphQL endpoint; the browser reaches it through this app's /graphql route. */
export function graphqlUrl(): string {
  return process.env['MASTHEAD_GRAPHQL_URL'] || 'http://127.0.0.1:4000/graphql';
}

/** Where the pictures in the API's data come from (the API's MASTHEAD_IMAGE_ORIGIN, else its own origin). */
export function imageOrigin(): string {
  const configured = process.env['MASTHEAD_IMAGE_ORIGIN'];
  try {
    return new URL(configured || graphqlUrl()).origin;
  } catch {
    return new URL(graphqlUrl()).origin;
  }
}
