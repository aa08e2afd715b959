export default function SignUpPage() {
  return (
    <>
      <h1>Join Masthead</h1>
      <p>The sign-up page: the header keeps the logo and Sign In.</p>
    </>
  );
}
