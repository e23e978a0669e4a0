/** Shown for the moment a part of the app is still arriving (code-split chunks). */
export function Loading() {
  return (
    <p role="status" className="loading">
      Setting up the table…
    </p>
  );
}
