import type { KeyboardEvent } from 'react';

import './view-tabs.css';

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
  // The tab pattern: one stop for Tab, the arrow keys (and Home, End) move and choose.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex(([tab]) => tab === value);
    const step: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0 };
    const next = event.key === 'End' ? tabs.length - 1 : step[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    onChange(tabs[index]![0]);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };
  return (
    <div className="view-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map(([tab, text]) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          tabIndex={value === tab ? 0 : -1}
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
