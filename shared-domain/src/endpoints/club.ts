import { UserType } from '../enums.ts';
import { clubDashboardResponse } from '../schemas/club-members.ts';
import { clubProfile, clubProfileUpdate, clubRegisterBody } from '../schemas/club.ts';
import { messageResponse } from '../schemas/common.ts';
import { imageBytes, imageKeyParams } from '../schemas/image-file.ts';
import { clubSearchQuery, clubSearchResponse } from '../schemas/membership.ts';
import { defineEndpoint } from './define.ts';

export const dashboard = defineEndpoint({
  method: 'GET',
  path: '/club/dashboard',
  response: clubDashboardResponse,
  roles: [UserType.Club],
  errors: [404],
  summary:
    "Counts of the caller's own club's members and requests, and members' activity in aggregate",
  tags: ['club'],
});

export const uploadLogo = defineEndpoint({
  method: 'PUT',
  path: '/club/logo',
  multipart: true,
  response: clubProfile,
  roles: [UserType.Club],
  errors: [400, 404],
  summary:
    'Upload the club logo: one JPEG, PNG or WebP (10 MB at most) in the multipart field `logo`; answers the profile',
  tags: ['club'],
});

export const profile = defineEndpoint({
  method: 'GET',
  path: '/club',
  response: clubProfile,
  roles: [UserType.Club],
  errors: [404],
  summary: "The caller's club profile",
  tags: ['club'],
});

export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/club',
  body: clubProfileUpdate,
  response: clubProfile,
  roles: [UserType.Club],
  errors: [404],
  summary: "Edit the caller's club profile; answers the updated profile",
  tags: ['club'],
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/club/register',
  body: clubRegisterBody,
  response: messageResponse.extend({ data: clubProfile }),
  status: 201,
  roles: 'public',
  errors: [409, 429],
  summary: 'Register a club: its account (user_type 3) and its profile',
  tags: ['club'],
});

export const search = defineEndpoint({
  method: 'GET',
  path: '/club/search',
  query: clubSearchQuery,
  response: clubSearchResponse,
  roles: [UserType.Customer],
  summary: 'Clubs whose name or location contains q, with the caller’s request status',
  tags: ['club'],
});

export const logoFile = defineEndpoint({
  method: 'GET',
  path: '/club/logos/*',
  params: imageKeyParams,
  response: imageBytes,
  status: [200, 304],
  roles: 'public',
  errors: [404],
  summary: 'A club logo or its thumbnail, by the key the server gave it (cached, immutable)',
  tags: ['club'],
});
