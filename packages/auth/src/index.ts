export { authRoutes, preloadAuthPage } from './routes';
export { AuthModals } from './AuthModals';
export { COMMAND_CENTER_PATH } from './rules/afterLogin';
export { HomeRedirect } from './HomeRedirect';
export { SessionLoader } from './SessionLoader';
export { AUTH_PATHS } from './paths';
export { roleOf, type Role } from './rules/role';
