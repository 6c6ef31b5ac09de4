import { Link } from 'react-router';
import './leagues.css';

/** A choice of the create and join hubs: a heading, a line of text and where it leads. */
export type LinkCard = { title: string; text: string; to: string; action: string };

/** A hub page (create or join, which type of league): its title and the cards it leads to. */
export function HubPage({ title, cards }: { title: string; cards: readonly LinkCard[] }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <LinkCards cards={cards} />
    </section>
  );
}

function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="link-cards">
      {cards.map((card) => (
        <li key={card.to} className="link-card">
          <h2>{card.title}</h2>
          <p>{card.text}</p>
          <Link className="button button--primary" to={card.to}>
            {card.action}
          </Link>
        </li>
      ))}
    </ul>
  );
}
