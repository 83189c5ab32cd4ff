import './booking.css';

export { BookingReference, sentenceWithReference } from './BookingReference';
export { CancellationPolicy } from './CancellationPolicy';
export { CardBrandIcon, cardBrandName } from './CardBrandIcon';
export { CardPaymentForm, type CardPaymentFormProps } from './CardPaymentForm';
export { FieldNotes, fieldDescription } from './FieldNotes';
export { formatMinor, formatMinorWithCode, guestCount } from './format';
export { notifySuccess } from './notify';
export { PriceSummary, type PriceSummaryProps } from './PriceSummary';
export {
  cardErrors,
  fieldId,
  formatExpiryInput,
  travellerErrors,
  type CardValues,
  type FieldErrors,
  type LeadTravellerValues,
  type PersonName,
  type TravellerValues,
} from './rules';
export { TermsCheckbox, agencyTermsPath, type TermsCheckboxProps } from './TermsCheckbox';
export { TextField, type TextFieldProps } from './TextField';
export { TravellerFields, type TravellerFieldsProps } from './TravellerFields';
export { Voucher } from './Voucher';
export { WalletToggle, type WalletToggleProps } from './WalletToggle';
