import * as RadixTabs from '@radix-ui/react-tabs';

import './view-tabs.css';

/** How a squad is shown: on the pitch or as a list. */
export type TeamView = 'pitch' | 'list';

/**
 * A row of tabs, one selected; each tab a value and its words. Radix's tabs give the pattern:
 * one stop for Tab, the arrow keys (and Home, End) move and choose. The view each tab shows is
 * drawn by the caller below the row, so the tabs name no panel.
 */
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
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        const tab = tabs.find(([key]) => key === next);
        if (tab) onChange(tab[0]);
      }}
      activationMode="automatic"
    >
      <RadixTabs.List className="view-tabs" aria-label={label}>
        {tabs.map(([tab, text]) => (
          <RadixTabs.Trigger
            key={tab}
            value={tab}
            aria-controls={undefined}
            // The primitive chooses on a press of the pointer; a click alone (as assistive
            // technology sends) chooses too.
            onClick={() => onChange(tab)}
          >
            {text}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
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
