import { routeGroup, routeList } from './route-types.js';
import { ProfileChangesSchema, ProfileSchema } from './users.js';

/** The signed-in person's own profile. */
export const ME_API = routeGroup('me', ['users'], {
  get: { method: 'get', path: '/api/me', summary: 'The signed-in user profile', auth: true, response: ProfileSchema },
  update: { method: 'patch', path: '/api/me', summary: 'Update names, company, photo and role fields', auth: true, request: ProfileChangesSchema, response: ProfileSchema },
  signIn: { method: 'post', path: '/api/me/sign-in', summary: 'Record a sign-in (creates the profile)', auth: true, response: ProfileSchema },
});

export const USER_API_ROUTES = routeList(ME_API);
