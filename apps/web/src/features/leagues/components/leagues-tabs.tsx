import { LinkTabs } from '../../../components/ui/link-tabs';
import { paths } from '../../../config/paths';

/** The Leagues and Cups tabs of Leagues & Cups (SPEC §4). */
export function LeaguesTabs() {
  return (
    <LinkTabs
      label="Leagues and cups"
      tabs={[
        { to: paths.leagues.getHref(), label: 'Leagues', end: true },
        { to: paths.leaguesCups.getHref(), label: 'Cups', end: true },
      ]}
    />
  );
}
