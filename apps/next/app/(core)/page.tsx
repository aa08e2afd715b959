import Link from 'next/link';

export default function CorePage() {
  return (
    <>
      <h1>Learn creative skills</h1>
      <p>This page is a Next.js App Router host of the Masthead header, installed from its packed packages.</p>
      <ul>
        <li><Link href="/search?query=watercolor">Search results for “watercolor”</Link></li>
        <li><Link href="/classes/watercolor-basics/101">A class details page</Link> (the header does not stick)</li>
        <li><Link href="/flows/individual">A dedicated flow page</Link></li>
      </ul>
      <p>Sign in as a persona with <code>?persona=teacher</code> (or <code>free</code>, <code>team-admin</code>…); <code>?variant=mobile</code> forces a renderer.</p>
    </>
  );
}
