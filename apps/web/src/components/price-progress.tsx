import { priceDirection, priceOutlookText, priceProgressText } from '../lib/price-progress';
import type { PriceProgressFields } from '../lib/price-progress';
import './price-progress.css';

const ARROWS = { up: '▲', down: '▼', level: '' } as const;

/**
 * A player's progress towards his next price change: the signed percentage with an arrow, and
 * what it means in words for screen readers and on hover (or under it when `detailed`).
 */
export function PriceProgress({
  element,
  detailed = false,
}: {
  element: PriceProgressFields;
  detailed?: boolean;
}) {
  const direction = priceDirection(element.price_progress);
  const outlook = priceOutlookText(element);
  return (
    <span className={`price-progress price-progress--${direction}`} title={outlook}>
      <span aria-hidden="true">{ARROWS[direction]}</span>
      {priceProgressText(element.price_progress)}
      {detailed ? (
        <span className="price-progress__outlook">
          <span className="visually-hidden">, </span>
          {outlook}
        </span>
      ) : (
        <span className="visually-hidden">, {outlook}</span>
      )}
    </span>
  );
}
