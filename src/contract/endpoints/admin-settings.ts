import { platformSettingsSchema, updateSettingsRequestSchema, updateSettingsResponseSchema } from '../admin-settings';
import { systemInfoSchema } from '../admin-system';
import { defineEndpoint } from '../endpoint';
import { ANY_ADMIN } from '../roles';

const base = { auth: 'admin', tags: ['Admin'] } as const;

export const getSettings = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/settings',
  summary: 'Platform settings',
  roles: ANY_ADMIN,
  responses: { 200: platformSettingsSchema },
});

export const updateSettings = defineEndpoint({
  ...base,
  method: 'PATCH',
  path: '/api/admin/settings',
  summary: 'Change platform settings',
  roles: ['SUPER_ADMIN', 'FINANCE'],
  body: updateSettingsRequestSchema,
  responses: { 200: updateSettingsResponseSchema },
});

export const getSystemInfo = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/system/info',
  roles: ANY_ADMIN,
  summary: 'Platform information',
  responses: { 200: systemInfoSchema },
});
