import './tokens.css';

export { Modal } from './Modal';
export { Price, type PriceProps } from './price/Price';
export { formatMoney } from './price/formatMoney';
export { displayedPrice, priceVisibility, showsSavedAmount, type DisplayedPrice, type PriceVisibility } from './price/priceView';
export { ROUTER_FUTURE } from './router';
export { ServiceLanding } from './ServiceLanding';
export { ServiceRoutes } from './ServiceRoutes';
export { SettingsChips } from './SettingsChips';
export { SERVICE_ICONS, SERVICE_KEYS, serviceLabelKey } from './services';
export { Skeleton } from './Skeleton';
export { Spinner } from './Spinner';
export { BRIGHTNESS_THRESHOLD, DEFAULT_PRIMARY_COLOR, applyTheme, brightness, parseHexColor, themeFor, type Theme } from './theme';
