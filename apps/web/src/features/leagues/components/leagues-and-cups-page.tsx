import type { ReactNode } from 'react';

import { LinkTabs } from '../../../components/ui/link-tabs';
import { paths } from '../../../config/paths';

/** 'Leagues & Cups' (SPEC §4): its title and its Leagues and Cups tabs above the tab shown. */
export function LeaguesAndCupsPage({ children }: { children: ReactNode }) {
  return (
    <section className="page">
      <h1>Leagues &amp; Cups</h1>
      <LinkTabs
        label="Leagues and cups"
        tabs={[
          { to: paths.leagues.getHref(), label: 'Leagues', end: true },
          { to: paths.leaguesCups.getHref(), label: 'Cups', end: true },
        ]}
      />
      {children}
    </section>
  );
}
