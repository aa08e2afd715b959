export default function ShopPage() {
  return (
    <>
      <h1>Digital products</h1>
      <p>A marketplace page: the header leaves out Plans and the upgrade button.</p>
    </>
  );
}
