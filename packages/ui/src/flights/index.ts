import './flights.css';

export { BRAND_RULES, FareBrandRules, type BrandRule } from './FareBrandRules';
export { TicketedPassengers } from './TicketedPassengers';
