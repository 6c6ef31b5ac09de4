import { LinkTabs } from '../../../components/ui/link-tabs';
import { paths } from '../../../config/paths';

const links = [
  { to: paths.helpRules.getHref(), label: 'Rules' },
  { to: paths.helpNew.getHref(), label: "What's New" },
  { to: paths.helpTerms.getHref(), label: 'Terms & Conditions' },
];

/** Links between the help pages. */
export function HelpNav() {
  return <LinkTabs tabs={links} label="Help" />;
}
