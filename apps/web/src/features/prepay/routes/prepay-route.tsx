/** Placeholder while this screen is being built. */
export function Component() {
  return (
    <main id="main">
      <h1>…</h1>
    </main>
  );
}
