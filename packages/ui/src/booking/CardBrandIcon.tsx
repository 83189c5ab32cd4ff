import type { ComponentType, SVGProps } from 'react';
import { CreditCard } from 'lucide-react';
import { VisaFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/visa';
import { MastercardFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/mastercard';
import { AmericanExpressFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/americanexpress';
import { DiscoverFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/discover';
import type { CardBrand } from '@travel/contracts';

/** One import per brand (as the shell footer does), so the other brands stay out of the bundle. */
const BRANDS: Record<Exclude<CardBrand, 'unknown'>, { name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  visa: { name: 'Visa', Icon: VisaFlatRoundedIcon },
  mastercard: { name: 'Mastercard', Icon: MastercardFlatRoundedIcon },
  amex: { name: 'American Express', Icon: AmericanExpressFlatRoundedIcon },
  discover: { name: 'Discover', Icon: DiscoverFlatRoundedIcon },
};

/** The brand's logo (its name for screen readers); a plain card outline while the brand is unknown. */
export function CardBrandIcon({ brand }: { brand: CardBrand | string }) {
  const known = BRANDS[brand as keyof typeof BRANDS];
  if (!known) return <CreditCard className="card-brand card-brand-unknown" aria-hidden="true" size={24} />;
  const { name, Icon } = known;
  return <Icon className="card-brand" role="img" aria-label={name} width={38} height={24} />;
}

/** A brand's display name ('Visa'), or the brand code as sent when it is not one we know. */
export const cardBrandName = (brand: string): string => BRANDS[brand as keyof typeof BRANDS]?.name ?? brand;
