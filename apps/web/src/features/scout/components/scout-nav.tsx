import { LinkTabs } from '../../../components/ui/link-tabs';
import { paths } from '../../../config/paths';

/** The Scout's three pages. */
export function ScoutNav() {
  return (
    <LinkTabs
      label="The Scout"
      tabs={[
        { to: paths.scout.getHref(), label: 'News', end: true },
        { to: paths.scoutPlayerNews.getHref(), label: 'Player News' },
        { to: paths.scoutSetPieceTakers.getHref(), label: 'Set-Piece Takers' },
      ]}
    />
  );
}
