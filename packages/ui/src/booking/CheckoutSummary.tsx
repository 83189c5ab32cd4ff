import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface CheckoutSummaryProps {
  /** In the service's words: the heading ("Your stay") and the fold's button ("Show the stay details"). */
  labels: { title: string; show: string; hide: string };
  /** What is booked, on the folded button beside the total. */
  name: string;
  /** The total, formatted. */
  total: string;
  children: ReactNode;
}

/**
 * What is being booked and its price. On phones it comes first, folded to its name and total;
 * on wide screens it is the sticky column beside the form, always open (booking.css).
 */
export function CheckoutSummary({ labels, name, total, children }: CheckoutSummaryProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <aside className={`checkout-summary card${open ? ' checkout-summary-open' : ''}`} aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="checkout-summary-title">{labels.title}</h2>
      <button type="button" className="checkout-summary-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <span className="checkout-summary-name" dir="auto">{name}</span>
        <strong>{total}</strong>
        <ChevronDown aria-hidden="true" size={18} />
        <span className="visually-hidden">{open ? labels.hide : labels.show}</span>
      </button>
      <div id={bodyId} className="checkout-summary-body">
        {children}
      </div>
    </aside>
  );
}
