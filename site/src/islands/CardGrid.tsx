/** A list of article cards (home feed and search page). */
import type { CardData } from '../lib/cardData';
import { Card } from './Card';

export interface CardGridProps {
  items: readonly CardData[];
  busy?: boolean;
}

export function CardGrid({ items, busy = false }: CardGridProps) {
  return (
    <ul className="card-grid" aria-busy={busy || undefined}>
      {items.map((card) => (
        <li key={card.url}>
          <Card card={card} />
        </li>
      ))}
    </ul>
  );
}
