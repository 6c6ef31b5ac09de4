// 2024-25 replayed to its end looks like the real season (see test/real-season-replay.ts).
import { describeRealSeasonReplay } from '../../../test/real-season-replay';

// Marcus Rashford joined Aston Villa on loan in February 2025.
describeRealSeasonReplay('2024-25', {
  element: 385,
  from: 'Man Utd',
  to: 'Aston Villa',
  gameweek: 25,
});
