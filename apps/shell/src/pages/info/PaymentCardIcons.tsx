import type { ComponentType, SVGProps } from 'react';
import { VisaFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/visa';
import { MastercardFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/mastercard';
import { AmericanExpressFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/americanexpress';
import { DiscoverFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/discover';

/** The card brands the demo payment gateway takes; one import per brand keeps the rest out of the bundle. */
const CARDS: Array<{ name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { name: 'Visa', Icon: VisaFlatRoundedIcon },
  { name: 'Mastercard', Icon: MastercardFlatRoundedIcon },
  { name: 'American Express', Icon: AmericanExpressFlatRoundedIcon },
  { name: 'Discover', Icon: DiscoverFlatRoundedIcon },
];

/** The 'We Accept' card logos (SPEC 2.7); brand names are not translated. */
export function PaymentCardIcons({ labelledBy }: { labelledBy: string }) {
  return (
    <ul className="footer-cards" aria-labelledby={labelledBy}>
      {CARDS.map(({ name, Icon }) => (
        <li key={name}>
          <Icon role="img" aria-label={name} width={48} height={31} />
        </li>
      ))}
    </ul>
  );
}
