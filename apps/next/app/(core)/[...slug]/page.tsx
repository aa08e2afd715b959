// Every other page the header links to (Browse, Plans, settings…): a plain content page of this demo host.
export default async function ContentPage({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const last = slug.at(-1) ?? '';
  const title = decodeURIComponent(last).split('-').filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return (
    <>
      <h1>{title || 'Page'}</h1>
      <p>A page of the demo marketplace: /{slug.map(decodeURIComponent).join('/')}</p>
    </>
  );
}
