import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/pending-button';

/**
 * Join a Public League (SPEC §4): the game places the team in a classic or head-to-head league
 * with room. It says the sizes and the limits before the manager chooses.
 */
export function JoinPublic({
  size,
  h2hSize,
  max,
  submitting,
  error,
  closed,
  onJoin,
}: {
  size: number;
  h2hSize: number;
  max: number;
  /** The kind being joined, while the call is on. */
  submitting: 'c' | 'h' | null;
  error: string | null;
  /** True once the last deadline has passed: no public league may be joined any more. */
  closed: boolean;
  onJoin: (scoring: 'c' | 'h') => void;
}) {
  return (
    <div className="league-form">
      <p>
        A public league puts your team with up to {size} teams picked at random; a public
        head-to-head league with up to {h2hSize}, your team playing one of them each gameweek. You
        can enter up to {max} public leagues, and you cannot leave a public league once it has
        started.
      </p>
      {error && <Alert type="error">{error}</Alert>}
      {closed ? (
        <Alert type="info">Public leagues can no longer be joined this season.</Alert>
      ) : (
        <div className="league-links">
          <PendingButton
            pending={submitting === 'c'}
            disabled={submitting !== null}
            onClick={() => onJoin('c')}
          >
            Join a Classic League
          </PendingButton>
          <PendingButton
            pending={submitting === 'h'}
            disabled={submitting !== null}
            onClick={() => onJoin('h')}
          >
            Join a Head-to-Head League
          </PendingButton>
        </div>
      )}
    </div>
  );
}
