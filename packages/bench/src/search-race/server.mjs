// The race's one local server: every page, its bundles, and the same suggestions for every contender,
// recorded once from the embedded API.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { print } from 'graphql';
import { GetSearchSuggestionsDocument } from '@masthead/graphql';
import { buildSuggestionVariables, normalizeSuggestions } from '@masthead/header-core/machines';
import { BENCH_DIR, sleep } from '../lib/util.mjs';

const HARNESS = readFileSync(`${BENCH_DIR}src/search/harness.js`, 'utf8');

/** Flattens normalized suggestions into the rows a simple list shows (same rows, same order as ours). */
function flatten(suggestions) {
  return [
    ...suggestions.skills.map((s) => ({ id: `skill-${s.id}`, kind: 'skill', label: s.displayName })),
    ...suggestions.classes.map((s) => ({ id: `class-${s.id}`, kind: 'class', label: s.title })),
    ...suggestions.paths.map((s) => ({ id: `path-${s.id}`, kind: 'path', label: s.title })),
    ...suggestions.teachers.map((s) => ({ id: `teacher-${s.id}`, kind: 'teacher', label: s.name })),
  ];
}

/**
 * Asks the embedded API once for every prefix of every word (GetSearchSuggestions, the variables our
 * machine sends for a logged-out visitor), so that during the race every contender is answered from
 * memory in the same time.
 */
export async function recordSuggestions(api, words) {
  const query = print(GetSearchSuggestionsDocument);
  const record = new Map();
  const ask = async (text) => {
    if (record.has(text)) return record.get(text);
    const variables = buildSuggestionVariables({ query: text, loggedIn: false, flagOn: false });
    const answer = await fetch(api.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables, operationName: 'GetSearchSuggestions' }),
    }).then((r) => r.json());
    const entry = { raw: answer, items: flatten(normalizeSuggestions(answer.data ?? null)) };
    record.set(text, entry);
    return entry;
  };
  for (const word of new Set(words)) {
    for (let i = 1; i <= word.length; i += 1) await ask(word.slice(0, i));
  }
  return { record, ask };
}

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };
const IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#888"/></svg>';

function pageHtml(id, built) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>search race: ${id}</title>
${built.css ? `<link rel="stylesheet" href="/${id}/main.css">` : ''}
<script src="/harness.js"></script>
</head><body><div id="root"></div><script type="module" src="/${id}/main.js"></script></body></html>`;
}

/** The one local server: pages, their bundles (gzip), /suggest, /graphql, placeholder images. */
export function startRaceServer({ built, data, api, latency }) {
  const counts = new Map();
  const count = (key) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const delay = () => (latency > 0 ? sleep(latency) : Promise.resolve());
  const send = (req, res, status, type, body) => {
    let payload = Buffer.from(body);
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && payload.length > 512) {
      payload = gzipSync(payload, { level: 9 });
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(status, headers).end(payload);
  };
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      const path = url.pathname;
      if (path === '/harness.js') return send(req, res, 200, TYPES['.js'], HARNESS);
      const pageMatch = /^\/page\/([a-z]+)$/.exec(path);
      if (pageMatch && built[pageMatch[1]]) return send(req, res, 200, 'text/html; charset=utf-8', pageHtml(pageMatch[1], built[pageMatch[1]]));
      const asset = /^\/([a-z]+)\/([\w.-]+\.(?:js|css))$/.exec(path);
      if (asset && built[asset[1]]) {
        const file = `${built[asset[1]].dir}${asset[2]}`;
        if (!existsSync(file)) return send(req, res, 404, 'text/plain', 'not found');
        return send(req, res, 200, TYPES[extname(file)], readFileSync(file));
      }
      if (path === '/suggest') {
        count('suggest');
        const q = url.searchParams.get('q') ?? '';
        const entry = await data.ask(q);
        await delay();
        return send(req, res, 200, 'application/json', JSON.stringify(entry.items));
      }
      if (path === '/graphql') {
        const body = req.method === 'POST' ? await new Promise((resolve) => {
          const chunks = [];
          req.on('data', (c) => chunks.push(c));
          req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        }) : null;
        const operation = body ? JSON.parse(body) : { operationName: url.searchParams.get('operationName'), variables: JSON.parse(url.searchParams.get('variables') ?? '{}') };
        if (operation.operationName === 'GetSearchSuggestions') {
          count('graphql:GetSearchSuggestions');
          const entry = await data.ask(String(operation.variables?.query ?? ''));
          await delay();
          return send(req, res, 200, 'application/json', JSON.stringify(entry.raw));
        }
        // Anything else the header asks goes to the embedded API as it is.
        count(`graphql:${operation.operationName ?? '?'}`);
        const answer = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body ?? JSON.stringify(operation) });
        return send(req, res, answer.status, 'application/json', await answer.text());
      }
      if (path.startsWith('/img/') || path === '/favicon.ico') return send(req, res, 200, TYPES['.svg'], IMAGE);
      return send(req, res, 404, 'text/plain', 'not found');
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, counts, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
