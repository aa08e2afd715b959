import { forward } from '../lib/forward';

export const dynamic = 'force-dynamic';
export const GET = (request: Request) => forward(request, '/graphql');
export const POST = (request: Request) => forward(request, '/graphql');
