/** The small 'BETA' pill after a link's label; its text stays in the link's accessible name. */
export function BetaPill({ label }: { label: string }) {
  return <span className="mh-pill">{label}</span>;
}
