import './forms.css';

// The search-form and checkout parts are their own entry points (@travel/ui/search,
// @travel/ui/booking), shared separately, so the shell's first paint does not download them.

export { Ltr } from './bidi/Ltr';
export { ltrText } from './bidi/isolate';
export { Dropdown, type DropdownProps } from './dropdown/Dropdown';
export { Modal } from './Modal';
export { CAROUSEL_BREAKPOINTS, Carousel, mirrorIndex, slidesPerView, useSlidesPerView, visibleWindow, wrapIndex, type CarouselProps } from './carousel';
export { ComingSoonRoutes } from './ComingSoonRoutes';
export { CODE_KEYS, NETWORK_KEY, PAYMENT_GATEWAY_UNAVAILABLE, apiProblem, dateRangeErrorsOf, useApiErrorText, type ApiErrorText, type ApiProblem, type FailedCall, type ProblemField } from './errors';
export { hotelTermKey, useHotelTerms, type HotelTermKind } from './hotelTerms';
export { Price, type PriceProps } from './price/Price';
export { formatMoney, type MoneyFormat } from './price/formatMoney';
export { displayedPrice, priceVisibility, showsSavedAmount, type DisplayedPrice, type PriceVisibility } from './price/priceView';
export { ROUTER_FUTURE } from './router';
export { ScrollToTop } from './ScrollToTop';
export { useSiteOrigin } from './useSiteOrigin';
export { SettingsChips } from './SettingsChips';
export { SERVICE_ICONS, SERVICE_LABEL_KEYS, serviceLabelKey } from './services';
export { lazyPage, matchingPage, preloadMatchingPage, type LazyPage, type PageRoute } from './lazy-page';
export { PageOutcomeContext, PageRedirect, usePageStatus, type PageOutcome } from './PageRedirect';
export { SafeHtml, preloadSanitizer, provideServerSanitizer, purifyingSanitizer, sanitizeHtml, type Sanitize } from './SafeHtml';
export { Skeleton } from './Skeleton';
export { TakenOverMark, markIfTakenOver, whenTakenOver } from './hydration/TakenOverMark';
export { useCalendarDay } from './hydration/useCalendarDay';
export { useTypedBeforeHydration } from './hydration/useTypedBeforeHydration';
export { Spinner } from './Spinner';
export { MAX_STARS, Stars, wholeStars } from './Stars';
export { applyTheme } from './theme';
// The colour rules are pure and shared with the server's page frame: they live in contracts.
export {
  BRIGHTNESS_THRESHOLD,
  DEFAULT_PRIMARY_COLOR,
  MIN_TEXT_CONTRAST,
  PAGE_BACKGROUND,
  brightness,
  contrastRatio,
  luminance,
  parseHexColor,
  themeFor,
  type Theme,
} from '@travel/contracts';
export { ClientBookingBanner } from './journey/ClientBookingBanner';
export { useKeptBookingParams } from './journey/useKeptBookingParams';
