import './booking.css';

export { AgencyHeader } from './AgencyHeader';
export { rememberBookingEmail, rememberedBookingEmail } from './attemptKey';
export { BookingConfirmationPage, type BookingConfirmationPageProps } from './BookingConfirmationPage';
export { BookingReference, sentenceWithReference } from './BookingReference';
export { useBookingOrigin, useProposalBackLink, type BookingOrigin } from './bookingOrigin';
export { bookingFailure, type BookingFailure, type FormFieldPath } from './bookingOutcome';
export { CancelBookingDialog, type CancelBookingDialogProps } from './CancelBookingDialog';
export { CancellationPolicy } from './CancellationPolicy';
export { mayCancel } from './cancelling';
export { countryChoices } from './countries';
export { CardBrandIcon, cardBrandName } from './CardBrandIcon';
export { CardPaymentForm, type CardPaymentFormProps } from './CardPaymentForm';
export { CheckoutAccess, type CheckoutAccessProps } from './CheckoutAccess';
export { CheckoutBadLink } from './CheckoutBadLink';
export { CheckoutConfirm, type CheckoutConfirmProps } from './CheckoutConfirm';
export { CheckoutForm } from './CheckoutForm';
export { CheckoutFrame, type BackLink } from './CheckoutFrame';
export { CheckoutLayout } from './CheckoutLayout';
export { CheckoutPayment } from './CheckoutPayment';
export { CheckoutQuoteFrame, type CheckoutQuoteFrameProps } from './CheckoutQuoteFrame';
export { CheckoutSummary, type CheckoutSummaryProps } from './CheckoutSummary';
export { FieldNotes, fieldDescription } from './FieldNotes';
export { formatMinor, formatMinorWithCode, guestCount } from './format';
export { FreshQuote, type FreshQuoteProps, type QuoteQuery } from './FreshQuote';
export { LeadTravellerFields, type LeadTravellerFieldsProps } from './LeadTravellerFields';
export { notifySuccess } from './notify';
export { PaymentRecord, type PaymentRecordProps } from './PaymentRecord';
export { PriceSummary, type PriceSummaryProps } from './PriceSummary';
export {
  cardErrors,
  collectErrors,
  fieldId,
  formatExpiryInput,
  leadTravellerErrors,
  personNameError,
  type CardValues,
  type FieldErrors,
  type LeadTravellerValues,
  type PersonName,
} from './rules';
export { SelectField, type SelectFieldProps } from './SelectField';
export { ServiceCheckoutForm, type ServiceCheckoutFormProps } from './ServiceCheckoutForm';
export { SignInPanel } from './SignInPanel';
export { TermsCheckbox, agencyTermsPath, type TermsCheckboxProps } from './TermsCheckbox';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
export { useBookingForm, type BookingForm, type BookingFormValues, type ServiceFields } from './useBookingForm';
export { useCheckout, type BookingAttempt, type BookingCallResult, type Checkout, type CheckoutOptions, type PayableQuote } from './useCheckout';
export { Voucher } from './Voucher';
export { WalletToggle, type WalletToggleProps } from './WalletToggle';
export type { CheckoutWording } from './wording';
// A flight's booking pieces, shared by the flights remote's e-ticket and My Trips (the account remote cannot import the flights remote).
export { BRAND_RULES, FareBrandRules, TicketedPassengers, type BrandRule } from '../flights';
