// Forwards a request of the browser to the API (GraphQL and analytics), cookies included, so the
// header's client-side calls stay same-origin.
import { graphqlUrl } from './api';

export async function forward(request: Request, path: string): Promise<Response> {
  const target = new URL(path, graphqlUrl());
  target.search = new URL(request.url).search;
  const headers = new Headers();
  // Origin too: the API refuses state-changing requests from another site (issue 15).
  for (const name of ['content-type', 'cookie', 'accept', 'origin']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  try {
    const answer = await fetch(target, { method: request.method, headers, body, cache: 'no-store' });
    const out = new Headers();
    // Cache-Control and ETag too: the public queries' answers are cacheable (issue 10).
    for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'set-cookie']) {
      const value = answer.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(answer.body, { status: answer.status, headers: out });
  } catch {
    return Response.json({ errors: [{ message: 'The Masthead API cannot be reached.' }] }, { status: 502 });
  }
}
