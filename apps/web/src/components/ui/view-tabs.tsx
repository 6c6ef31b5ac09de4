/** How a squad is shown: on the pitch or as a list. */
export type TeamView = 'pitch' | 'list';

/** A row of tabs, one selected; each tab a value and its words. */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: ReadonlyArray<readonly [T, string]>;
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name, e.g. 'Team view'. */
  label: string;
}) {
  return (
    <div className="view-tabs" role="tablist" aria-label={label}>
      {tabs.map(([tab, text]) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          onClick={() => onChange(tab)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

const VIEWS = [
  ['pitch', 'Pitch View'],
  ['list', 'List View'],
] as const;

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
  return <Tabs tabs={VIEWS} value={view} onChange={onChange} label={label} />;
}
