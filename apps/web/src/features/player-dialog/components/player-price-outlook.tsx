import type { PriceProgressFields } from '../../../lib/price-progress';
import { PriceProgress } from '../../../components/price-progress';

/** The player's progress towards his next price change, under the dialog's stats strip. */
export function PlayerPriceOutlook({ element }: { element: PriceProgressFields }) {
  return (
    <p className="player-dialog__price-outlook">
      <strong>Next price change:</strong> <PriceProgress element={element} detailed />
    </p>
  );
}
