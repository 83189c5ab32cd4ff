export { authRoutes } from './routes';
export { AuthModals } from './AuthModals';
export { HomeRedirect } from './HomeRedirect';
export { AUTH_PATHS } from './paths';
