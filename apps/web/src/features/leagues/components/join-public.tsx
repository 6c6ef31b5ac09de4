import { Alert } from '../../../components/ui/alert';

/**
 * Join a Public League (SPEC §4): the game places the team in a classic league with room. It
 * says the size and the limits before the manager chooses.
 */
export function JoinPublic({
  size,
  max,
  submitting,
  error,
  closed,
  onJoin,
}: {
  size: number;
  max: number;
  submitting: boolean;
  error: string | null;
  /** True once the last deadline has passed: no public league may be joined any more. */
  closed: boolean;
  onJoin: () => void;
}) {
  return (
    <div className="league-form">
      <p>
        A public league puts your team with up to {size} teams picked at random. You can enter up to{' '}
        {max} public leagues, and you cannot leave a public league once it has started.
      </p>
      {error && <Alert type="error">{error}</Alert>}
      {closed ? (
        <Alert type="info">Public leagues can no longer be joined this season.</Alert>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={submitting}
          onClick={onJoin}
        >
          {submitting ? 'Please wait...' : 'Join a Classic League'}
        </button>
      )}
    </div>
  );
}
