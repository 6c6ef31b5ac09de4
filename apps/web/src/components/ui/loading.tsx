/** The text shown while the game data loads. */
export function Loading() {
  return (
    <p className="loading" role="status">
      Loading ...
    </p>
  );
}
