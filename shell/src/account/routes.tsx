import { lazy } from 'react';
import type { RouteGuard } from '@forge/shell-sdk';

/** The account pages the shell serves itself, lazy chunks, all behind the signed-in guard (§2, §6). Settings is its own
 * chunk: it brings the forms singleton (react-hook-form), which the dashboard does not need. */
export const ACCOUNT_ROUTES: { path: string; title: string; guard: RouteGuard; Page: ReturnType<typeof lazy> }[] = [
  { path: '/profile', title: 'Your account', guard: { kind: 'signed-in' }, Page: lazy(() => import(/* webpackChunkName: "account" */ './ProfilePage')) },
  { path: '/profile/edit', title: 'Settings', guard: { kind: 'signed-in' }, Page: lazy(() => import(/* webpackChunkName: "account-settings" */ './ProfileEditPage')) },
  { path: '/profile/password', title: 'Change password', guard: { kind: 'signed-in' }, Page: lazy(() => import(/* webpackChunkName: "account" */ './ChangePasswordPage')) },
];
