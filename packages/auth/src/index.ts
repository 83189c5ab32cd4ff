export { authRoutes } from './routes';
export { AuthModals } from './AuthModals';
export { HomeRedirect } from './HomeRedirect';
export { SessionLoader } from './SessionLoader';
export { AUTH_PATHS } from './paths';
export { roleOf, type Role } from './rules/role';
