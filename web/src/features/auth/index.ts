/**
 * Public face of the auth feature (spec §2 account screens, §4 auth states, §6): the session hook,
 * the route guards and the header's user menu. Route modules are loaded lazily by the routes table.
 */
export { useViewer, VIEWER_LOAD_ERROR } from './api/use-viewer';
export type { Viewer, ViewerState } from './api/use-viewer';
export { RequireAuth, VisitorOnly } from './components/guards';
export type { GuardProps } from './components/guards';
export { UserMenu } from './components/user-menu';
export type { UserMenuProps } from './components/user-menu';
export { avatarColor, avatarInitial, AVATAR_PALETTE } from './lib/avatar';
