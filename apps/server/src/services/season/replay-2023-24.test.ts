// 2023-24 replayed to its end looks like the real season (see test/real-season-replay.ts).
import { describeRealSeasonReplay } from '../../../test/real-season-replay';

// Kalvin Phillips joined West Ham on loan in January 2024.
describeRealSeasonReplay('2023-24', {
  element: 364,
  from: 'Man City',
  to: 'West Ham',
  gameweek: 22,
});
