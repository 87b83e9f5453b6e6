import { lazy } from 'react';
import type { RouteGuard } from '@forge/shell-sdk';

/** The account pages the shell serves itself, each a lazy chunk, all behind the signed-in guard (§2, §6). */
export const ACCOUNT_ROUTES: { path: string; title: string; guard: RouteGuard; Page: ReturnType<typeof lazy> }[] = [
  { path: '/profile', title: 'Your account', guard: { kind: 'signed-in' }, Page: lazy(() => import(/* webpackChunkName: "account" */ './ProfilePage')) },
  { path: '/profile/edit', title: 'Settings', guard: { kind: 'signed-in' }, Page: lazy(() => import(/* webpackChunkName: "account" */ './ProfileEditPage')) },
  { path: '/profile/password', title: 'Change password', guard: { kind: 'signed-in' }, Page: lazy(() => import(/* webpackChunkName: "account" */ './ChangePasswordPage')) },
];
