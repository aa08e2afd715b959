import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The header calls /graphql and /analytics on the page's origin; the dev and preview servers forward them
// to the Masthead API (MASTHEAD_GRAPHQL_URL, the embedded API on port 4000 by default).
const api = new URL(process.env.MASTHEAD_GRAPHQL_URL || 'http://127.0.0.1:4000/graphql').origin;
const proxy = { '/graphql': api, '/analytics': api };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
