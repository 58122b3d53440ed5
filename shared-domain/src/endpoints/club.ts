import { UserType } from '../enums.ts';
import { clubDashboardResponse } from '../schemas/club-members.ts';
import { z } from 'zod';
import {
  CLUB_LOGO_FIELD,
  clubProfile,
  clubProfileUpdate,
  clubRegisterBody,
} from '../schemas/club.ts';
import { messageResponse, uploadFile } from '../schemas/common.ts';
import { imageBytes, imageKeyParams } from '../schemas/image-file.ts';
import { clubSearchQuery, clubSearchResponse } from '../schemas/membership.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'club',
  prefixes: ['/club'],
  tags: ['club'],
  roles: [UserType.Club],
  errors: [404],
  limit: LIMITS.editing,
});

export const dashboard = endpoint({
  method: 'GET',
  path: '/club/dashboard',
  response: clubDashboardResponse,
  summary:
    "Counts of the caller's own club's members and requests, and members' activity in aggregate",
});

export const uploadLogo = endpoint({
  method: 'PUT',
  path: '/club/logo',
  multipart: true,
  form: z.object({ [CLUB_LOGO_FIELD]: uploadFile }),
  response: clubProfile,
  errors: [400, 404],
  summary:
    'Upload the club logo: one JPEG, PNG or WebP (10 MB at most) in the multipart field `logo`; answers the profile',
});

export const profile = endpoint({
  method: 'GET',
  path: '/club',
  response: clubProfile,
  summary: "The caller's club profile",
});

export const updateProfile = endpoint({
  method: 'PATCH',
  path: '/club',
  body: clubProfileUpdate,
  response: clubProfile,
  summary: "Edit the caller's club profile; answers the updated profile",
});

export const register = endpoint({
  method: 'POST',
  path: '/club/register',
  body: clubRegisterBody,
  response: messageResponse.extend({ data: clubProfile }),
  status: 201,
  roles: 'public',
  errors: [409],
  limit: LIMITS.signUp,
  summary: 'Register a club: its account (user_type 3) and its profile',
});

export const search = endpoint({
  method: 'GET',
  path: '/club/search',
  query: clubSearchQuery,
  response: clubSearchResponse,
  roles: [UserType.Customer],
  errors: [],
  summary: 'Clubs whose name or location contains q, with the caller’s request status',
});

export const logoFile = endpoint({
  method: 'GET',
  path: '/club/logos/*',
  params: imageKeyParams,
  response: imageBytes,
  status: [200, 304],
  roles: 'public',
  summary: 'A club logo or its thumbnail, by the key the server gave it (cached, immutable)',
});
