import { HelpNav } from '../../../features/help/components/help-nav';

/** Terms & Conditions of the game. */
export function Component() {
  return (
    <article className="page prose">
      <h1>Terms &amp; Conditions</h1>
      <HelpNav />
      <h2>Entry</h2>
      <p>
        The game is free to play. Anyone may register one account, and each account may enter one
        team. Entries made by automated means, or several entries by one person, may be removed.
      </p>
      <h2>Team and league names</h2>
      <p>
        Team and league names must not be offensive, defamatory or misleading. We moderate names and
        may change or remove any name, and offensive names may lead to the deletion of the account.
        You can report a name from any league table.
      </p>
      <h2>Scores</h2>
      <p>
        Scores come from match data and may be corrected until one hour after the final match of
        each day. After that they are changed only in exceptional circumstances. Our decision on
        scores, ranks and prizes is final.
      </p>
      <h2>Your data</h2>
      <p>
        We keep the details you give us to run the game: your name, email address and region, your
        team and your leagues. Your name, team name and scores are visible to other players. You can
        change your details and password at any time.
      </p>
      <h2>Changes</h2>
      <p>
        We may change these terms, the rules of the game and its scoring between seasons. Changes
        during a season are announced in the game before they apply.
      </p>
    </article>
  );
}
