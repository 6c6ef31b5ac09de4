/** How a squad is shown: on the pitch or as a list. */
export type TeamView = 'pitch' | 'list';

const VIEWS: readonly TeamView[] = ['pitch', 'list'];

/** The Pitch View / List View tabs above every squad. */
export function ViewTabs({
  view,
  onChange,
  label,
}: {
  view: TeamView;
  onChange: (view: TeamView) => void;
  /** The tab list's accessible name, e.g. 'Team view'. */
  label: string;
}) {
  return (
    <div className="view-tabs" role="tablist" aria-label={label}>
      {VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={view === v}
          onClick={() => onChange(v)}
        >
          {v === 'pitch' ? 'Pitch View' : 'List View'}
        </button>
      ))}
    </div>
  );
}
