// A part of the page's accessibility tree, read once: Playwright's aria snapshot (the roles, accessible
// names and link targets a screen reader is given) as a list of nodes, so that a test asking twenty questions
// of one state asks the browser once. Each `getByRole` query is a round trip that walks the part again (about
// 30 ms on two cores); the scenario matrix asked about thirty per case. The questions are asked as
// `getByRole` does: a role, and a name matched exactly, as a case-insensitive part, or by a pattern.
import type { Locator } from './test.ts';

export interface AriaNode {
  role: string;
  /** The accessible name ('' without one). */
  name: string;
  /** A link's target, as its `href` attribute says. */
  url?: string;
}

const NODE = /^(\s*)- ([a-z]+)(?: ("(?:[^"\\]|\\.)*"))?/;
const URL_LINE = /^(\s*)- \/url: (.*)$/;

/** The nodes of an aria snapshot, in document order. */
export function parseAriaSnapshot(snapshot: string): AriaNode[] {
  const nodes: AriaNode[] = [];
  // The nodes still open at each depth: a property line belongs to the nearest one above it, less indented.
  const open: { indent: number; node: AriaNode }[] = [];
  for (const line of snapshot.split('\n')) {
    const url = URL_LINE.exec(line);
    if (url) {
      const owner = [...open].reverse().find((o) => o.indent < url[1]!.length);
      const value = url[2]!.trim();
      if (owner) owner.node.url = value.startsWith('"') ? (JSON.parse(value) as string) : value;
      continue;
    }
    const found = NODE.exec(line);
    if (!found || found[2] === 'text') continue;
    const indent = found[1]!.length;
    const node: AriaNode = { role: found[2]!, name: found[3] ? (JSON.parse(found[3]) as string) : '' };
    while (open.length && open.at(-1)!.indent >= indent) open.pop();
    open.push({ indent, node });
    nodes.push(node);
  }
  return nodes;
}

/** The accessibility tree under `root` (itself included) as it is now. */
export async function ariaNodes(root: Locator): Promise<AriaNode[]> {
  return parseAriaSnapshot(await root.ariaSnapshot());
}

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The nodes of one of `roles` whose name matches as `getByRole` matches it (`exact`: the whole name). */
export function byRole(nodes: readonly AriaNode[], roles: string | readonly string[], name: string | RegExp, { exact = false } = {}): AriaNode[] {
  const wanted = typeof roles === 'string' ? [roles] : roles;
  return nodes.filter((node) => {
    if (!wanted.includes(node.role)) return false;
    const actual = normalize(node.name);
    if (name instanceof RegExp) return name.test(actual);
    return exact ? actual === normalize(name) : actual.toLowerCase().includes(normalize(name).toLowerCase());
  });
}
