import { paths } from '../../../config/paths';
import { site } from '../../../config/site';

/** One entry of the main navigation: inside the app (`to`) or a plain link out (`href`). */
export type NavItem =
  { label: string; to: string; end?: boolean } | { label: string; href: string; external: boolean };

/** What the navigation depends on. `startedEvent` is unknown until the entry is loaded. */
export type NavState = {
  loggedIn: boolean;
  entry: number | null;
  startedEvent?: number;
  /** The gameweek under way, if any. */
  currentEventId?: number;
  /** Whether a gameweek deadline is still to come. */
  hasNextEvent: boolean;
  origin: string;
};

/** The Sign Out link: the account service clears the session and sends the player home. */
export function signOutHref(origin: string): string {
  return `/accounts/logout/?redirect_uri=${encodeURIComponent(`${origin}/`)}`;
}

const podcast: NavItem = { label: 'Podcast', href: site.podcastUrl, external: true };
const challenge: NavItem = { label: 'FPL Challenge', href: site.challengeUrl, external: true };

/** The three navigations of SPEC §2: logged out, without a team, with a team. */
export function navItems(state: NavState): NavItem[] {
  const home: NavItem = { label: 'Home', to: paths.home.getHref(), end: true };
  const help: NavItem = { label: 'Help', to: paths.help.getHref() };
  const prizes: NavItem = { label: 'Prizes', to: paths.prizes.getHref() };
  const signOut: NavItem = { label: 'Sign Out', href: signOutHref(state.origin), external: false };
  if (!state.loggedIn) return [home, prizes, podcast, help, challenge];
  if (state.entry == null) {
    return [home, { label: 'Squad Selection', to: paths.squadSelection.getHref() }, help, signOut];
  }
  const current = state.currentEventId;
  const items: NavItem[] = [{ ...home, label: current !== undefined ? 'Status' : 'Home' }];
  if (current !== undefined && state.startedEvent !== undefined && state.startedEvent <= current) {
    items.push({ label: 'Points', to: paths.entryEvent.getHref(state.entry, current) });
  }
  if (state.hasNextEvent) items.push({ label: 'Pick Team', to: paths.myTeam.getHref() });
  items.push(
    { label: 'Transfers', to: paths.transfers.getHref() },
    { label: 'Leagues & Cups', to: paths.leagues.getHref() },
    { label: 'Fixtures', to: paths.fixtures.getHref() },
    { label: 'The Scout', to: paths.scout.getHref() },
    podcast,
    { label: 'Stats', to: paths.statistics.getHref() },
    prizes,
    help,
    challenge,
    signOut,
  );
  return items;
}
