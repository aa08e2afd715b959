export default function IndividualFlowPage() {
  return (
    <>
      <h1>Get started</h1>
      <p>A dedicated flow: the header keeps only the logo and the authentication controls.</p>
    </>
  );
}
