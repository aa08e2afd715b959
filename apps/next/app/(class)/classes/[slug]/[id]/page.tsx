export default async function ClassDetailsPage({ params }: { params: Promise<{ slug: string; id: string }> }) {
  const { slug } = await params;
  const title = slug.split('-').filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  return (
    <>
      <h1>{title || 'Class'}</h1>
      <p>A class details page: the header scrolls away with the page here.</p>
      <div className="host-spacer" />
    </>
  );
}
