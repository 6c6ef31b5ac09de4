/** Addresses outside the app that the operator of a game may change. */
export const site = {
  /** Where the 'Report feedback' button and the contact links write to. */
  contactEmail: 'support@example.org',
  /** The Podcast entry of the navigation. */
  podcastUrl: 'https://www.premierleague.com/fantasy/podcasts',
  /** The separate challenge game linked from the navigation and the Team Saved dialog. */
  challengeUrl: 'https://fantasy.premierleague.com/challenge',
  /** The app name the accounts service expects with a sign in. */
  loginApp: 'plfpl-web',
  /** The season the landing page gets ready for. */
  season: '2025/26',
} as const;
